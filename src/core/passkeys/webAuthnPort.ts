/**
 * The two `navigator.credentials` calls, as a port: browsers use `browserWebAuthn` (the kit's
 * own ceremonies, loaded on first use), tests and native shells inject a software authenticator.
 * Both speak the JSON forms of WebAuthn L3 (section 5.1, `toJSON()`; sections 5.1.8 and 5.1.9,
 * the options' JSON forms), where every byte string is base64url without padding.
 */
export interface WebAuthnPort {
  create(options: PublicKeyCredentialCreationOptionsJSON): Promise<RegistrationResponseJSON>;
  get(options: PublicKeyCredentialRequestOptionsJSON): Promise<AuthenticationResponseJSON>;
}

/** A credential named by its base64url id (WebAuthn L3 section 5.1.8, `...DescriptorJSON`). */
export interface PublicKeyCredentialDescriptorJSON {
  id: string;
  type: string;
  transports?: string[];
}

/** `PublicKeyCredentialUserEntityJSON` (WebAuthn L3 section 5.1.8): `id` is base64url. */
export interface PublicKeyCredentialUserEntityJSON {
  id: string;
  name: string;
  displayName: string;
}

/**
 * `PublicKeyCredentialCreationOptionsJSON` (WebAuthn L3 section 5.1.8): the options of
 * `navigator.credentials.create()` with `challenge`, `user.id` and each excluded credential's `id`
 * as base64url.
 */
export interface PublicKeyCredentialCreationOptionsJSON {
  rp: PublicKeyCredentialRpEntity;
  user: PublicKeyCredentialUserEntityJSON;
  challenge: string;
  pubKeyCredParams: PublicKeyCredentialParameters[];
  timeout?: number;
  excludeCredentials?: PublicKeyCredentialDescriptorJSON[];
  authenticatorSelection?: AuthenticatorSelectionCriteria;
  hints?: ('hybrid' | 'security-key' | 'client-device')[];
  attestation?: AttestationConveyancePreference;
  attestationFormats?: string[];
  extensions?: AuthenticationExtensionsClientInputs;
}

/**
 * `PublicKeyCredentialRequestOptionsJSON` (WebAuthn L3 section 5.1.9): the options of
 * `navigator.credentials.get()` with `challenge` and each allowed credential's `id` as base64url.
 */
export interface PublicKeyCredentialRequestOptionsJSON {
  challenge: string;
  timeout?: number;
  rpId?: string;
  allowCredentials?: PublicKeyCredentialDescriptorJSON[];
  userVerification?: UserVerificationRequirement;
  hints?: ('hybrid' | 'security-key' | 'client-device')[];
  extensions?: AuthenticationExtensionsClientInputs;
}

/** `AuthenticatorAttestationResponseJSON` (WebAuthn L3 section 5.1): byte strings base64url. */
export interface AuthenticatorAttestationResponseJSON {
  clientDataJSON: string;
  attestationObject: string;
  /** Absent where the browser (or an extension standing in for it) lacks the L3 getter. */
  authenticatorData?: string;
  transports?: string[];
  publicKeyAlgorithm?: COSEAlgorithmIdentifier;
  /** Absent for an algorithm the browser cannot express as SPKI (WebAuthn L3 section 5.2.1.1). */
  publicKey?: string;
}

/** `AuthenticatorAssertionResponseJSON` (WebAuthn L3 section 5.1): byte strings base64url. */
export interface AuthenticatorAssertionResponseJSON {
  clientDataJSON: string;
  authenticatorData: string;
  signature: string;
  userHandle?: string;
}

/**
 * The client extension outputs of a response (WebAuthn L3 section 5.7.2), as the browser gives
 * them; the kit asks for none. Spelt out rather than the DOM's type so that a port built on
 * another WebAuthn library's types, whose byte values may sit on any `ArrayBufferLike`, still fits.
 */
export interface ClientExtensionResults {
  appid?: boolean;
  credProps?: { rk?: boolean };
  hmacCreateSecret?: boolean;
  prf?: {
    enabled?: boolean;
    results?: { first: ArrayBuffer | ArrayBufferView; second?: ArrayBuffer | ArrayBufferView };
  };
}

/** What `navigator.credentials.create()` answers, as JSON (WebAuthn L3 section 5.1). */
export interface RegistrationResponseJSON {
  /** The credential id, base64url (`PublicKeyCredential.id`). */
  id: string;
  rawId: string;
  response: AuthenticatorAttestationResponseJSON;
  authenticatorAttachment?: AuthenticatorAttachment;
  clientExtensionResults: ClientExtensionResults;
  type: PublicKeyCredentialType;
}

/** What `navigator.credentials.get()` answers, as JSON (WebAuthn L3 section 5.1). */
export interface AuthenticationResponseJSON {
  /** The credential id, base64url (`PublicKeyCredential.id`). */
  id: string;
  rawId: string;
  response: AuthenticatorAssertionResponseJSON;
  authenticatorAttachment?: AuthenticatorAttachment;
  clientExtensionResults: ClientExtensionResults;
  type: PublicKeyCredentialType;
}
