import { base64urlDecode } from '../../../src/protocol/encoding.js';

/**
 * WebAuthn vectors from a real browser: Chromium 156's virtual authenticator (CDP `WebAuthn`
 * domain: CTAP2, internal transport, resident keys, user verified), on `https://wallet.example`
 * with rpId `wallet.example`, ES256. The options went through the browser's own
 * `parseCreationOptionsFromJSON()` / `parseRequestOptionsFromJSON()`; each credential's bytes are
 * as its getters gave them (base64url here), and `toJSON` is the browser's own `toJSON()` of it
 * (WebAuthn L3 section 5.1), which the kit's serialization must equal.
 */

export const VECTOR_ORIGIN = 'https://wallet.example';
export const VECTOR_RP_ID = 'wallet.example';

/** What the registration asked for (`PublicKeyCredentialCreationOptionsJSON`). */
export const CHROMIUM_CREATION_OPTIONS = {
  challenge: 'cmVnaXN0cmF0aW9uLWNoYWxsZW5nZS0zMi1ieXRlcyE',
  rp: { id: 'wallet.example', name: 'Wallet Example' },
  user: {
    id: 'dXNlci1oYW5kbGUtMzItYnl0ZXMtLS0tLS0tLS0tLS0',
    name: 'ada@example.com',
    displayName: 'ada@example.com',
  },
  pubKeyCredParams: [
    { type: 'public-key', alg: -7 },
    { type: 'public-key', alg: -257 },
  ],
  authenticatorSelection: {
    residentKey: 'required',
    requireResidentKey: true,
    userVerification: 'preferred',
  },
  attestation: 'none',
  timeout: 60_000,
} as const;

/** What the assertion asked for (`PublicKeyCredentialRequestOptionsJSON`). */
export const CHROMIUM_REQUEST_OPTIONS = {
  challenge: 'YXV0aGVudGljYXRpb24tY2hhbGxlbmdlLTMyLWJ5dGU',
  rpId: 'wallet.example',
  userVerification: 'preferred',
  timeout: 60_000,
} as const;

/** The new credential's parts, each as its getter gave it. */
export const CHROMIUM_REGISTRATION = {
  id: 'f0aDmP_atHJjy5bn3lcyYnsgVmIYbtazKnbBtRMsq7o',
  rawId: 'f0aDmP_atHJjy5bn3lcyYnsgVmIYbtazKnbBtRMsq7o',
  clientDataJSON:
    'eyJ0eXBlIjoid2ViYXV0aG4uY3JlYXRlIiwiY2hhbGxlbmdlIjoiY21WbmFYTjBjbUYwYVc5dUxXTm9ZV3hzWlc1blp' +
    'TMHpNaTFpZVhSbGN5RSIsIm9yaWdpbiI6Imh0dHBzOi8vd2FsbGV0LmV4YW1wbGUiLCJjcm9zc09yaWdpbiI6ZmFsc2' +
    'UsIm90aGVyX2tleXNfY2FuX2JlX2FkZGVkX2hlcmUiOiJkbyBub3QgY29tcGFyZSBjbGllbnREYXRhSlNPTiBhZ2Fpb' +
    'nN0IGEgdGVtcGxhdGUuIFNlZSBodHRwczovL2dvby5nbC95YWJQZXgifQ',
  attestationObject:
    'o2NmbXRkbm9uZWdhdHRTdG10oGhhdXRoRGF0YVik809_uZ0MDjXk3NnjN3ALvGa7xk6tXj9nSWj-rCEDRFVFAAAAAQE' +
    'CAwQFBgcIAQIDBAUGBwgAIH9Gg5j_2rRyY8uW595XMmJ7IFZiGG7Wsyp2wbUTLKu6pQECAyYgASFYIIegmcIyOf4-bQ' +
    'XdFT0_JC5_t7bMN10EO3jc7e0CmqBTIlggt00O3d9jhgKa5_Lm9CqeAdofEznxoaH124stiXzKdXA',
  authenticatorData:
    '809_uZ0MDjXk3NnjN3ALvGa7xk6tXj9nSWj-rCEDRFVFAAAAAQECAwQFBgcIAQIDBAUGBwgAIH9Gg5j_2rRyY8uW595' +
    'XMmJ7IFZiGG7Wsyp2wbUTLKu6pQECAyYgASFYIIegmcIyOf4-bQXdFT0_JC5_t7bMN10EO3jc7e0CmqBTIlggt00O3d' +
    '9jhgKa5_Lm9CqeAdofEznxoaH124stiXzKdXA',
  publicKey:
    'MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEh6CZwjI5_j5tBd0VPT8kLn-3tsw3XQQ7eNzt7QKaoFO3TQ7d32OGApr' +
    'n8ub0Kp4B2h8TOfGhofXbiy2JfMp1cA',
  publicKeyAlgorithm: -7,
  transports: ['internal'],
  authenticatorAttachment: 'platform',
} as const;

/** The assertion's parts, each as its getter gave it. */
export const CHROMIUM_AUTHENTICATION = {
  id: 'f0aDmP_atHJjy5bn3lcyYnsgVmIYbtazKnbBtRMsq7o',
  rawId: 'f0aDmP_atHJjy5bn3lcyYnsgVmIYbtazKnbBtRMsq7o',
  clientDataJSON:
    'eyJ0eXBlIjoid2ViYXV0aG4uZ2V0IiwiY2hhbGxlbmdlIjoiWVhWMGFHVnVkR2xqWVhScGIyNHRZMmhoYkd4bGJtZGx' +
    'MVE15TFdKNWRHVSIsIm9yaWdpbiI6Imh0dHBzOi8vd2FsbGV0LmV4YW1wbGUiLCJjcm9zc09yaWdpbiI6ZmFsc2V9',
  authenticatorData: '809_uZ0MDjXk3NnjN3ALvGa7xk6tXj9nSWj-rCEDRFUFAAAAAg',
  signature:
    'MEUCIQDiBSxvibUcnfzZmAcPOEqnHbf6-9DrHmONs0IUsyaxHwIgQLtEm2oWYl1k3bp_stH-W4cz6CzXILSoqKozp11' +
    'Szlo',
  userHandle: 'dXNlci1oYW5kbGUtMzItYnl0ZXMtLS0tLS0tLS0tLS0',
  authenticatorAttachment: 'platform',
} as const;

/** Chromium's own `toJSON()` of the new credential, field for field. */
export const CHROMIUM_REGISTRATION_JSON = {
  id: CHROMIUM_REGISTRATION.id,
  rawId: CHROMIUM_REGISTRATION.rawId,
  type: 'public-key',
  authenticatorAttachment: 'platform',
  clientExtensionResults: {},
  response: {
    clientDataJSON: CHROMIUM_REGISTRATION.clientDataJSON,
    attestationObject: CHROMIUM_REGISTRATION.attestationObject,
    authenticatorData: CHROMIUM_REGISTRATION.authenticatorData,
    publicKey: CHROMIUM_REGISTRATION.publicKey,
    publicKeyAlgorithm: -7,
    transports: ['internal'],
  },
};

/** Chromium's own `toJSON()` of the assertion, field for field. */
export const CHROMIUM_AUTHENTICATION_JSON = {
  id: CHROMIUM_AUTHENTICATION.id,
  rawId: CHROMIUM_AUTHENTICATION.rawId,
  type: 'public-key',
  authenticatorAttachment: 'platform',
  clientExtensionResults: {},
  response: {
    clientDataJSON: CHROMIUM_AUTHENTICATION.clientDataJSON,
    authenticatorData: CHROMIUM_AUTHENTICATION.authenticatorData,
    signature: CHROMIUM_AUTHENTICATION.signature,
    userHandle: CHROMIUM_AUTHENTICATION.userHandle,
  },
};

const buffer = (base64url: string): ArrayBuffer => base64urlDecode(base64url).buffer as ArrayBuffer;

/**
 * The new credential as the browser handed it to the page (a `PublicKeyCredential` with an
 * `AuthenticatorAttestationResponse`), rebuilt from its parts: fresh buffers on each call.
 */
export function chromiumRegistrationCredential(): PublicKeyCredential {
  const v = CHROMIUM_REGISTRATION;
  const response = {
    clientDataJSON: buffer(v.clientDataJSON),
    attestationObject: buffer(v.attestationObject),
    getAuthenticatorData: () => buffer(v.authenticatorData),
    getPublicKey: () => buffer(v.publicKey),
    getPublicKeyAlgorithm: () => v.publicKeyAlgorithm,
    getTransports: () => [...v.transports],
  };
  return {
    id: v.id,
    rawId: buffer(v.rawId),
    type: 'public-key',
    authenticatorAttachment: v.authenticatorAttachment,
    response,
    getClientExtensionResults: () => ({}),
  } as unknown as PublicKeyCredential;
}

/**
 * The assertion as the browser handed it to the page (a `PublicKeyCredential` with an
 * `AuthenticatorAssertionResponse`), rebuilt from its parts: fresh buffers on each call.
 */
export function chromiumAuthenticationCredential(): PublicKeyCredential {
  const v = CHROMIUM_AUTHENTICATION;
  const response = {
    clientDataJSON: buffer(v.clientDataJSON),
    authenticatorData: buffer(v.authenticatorData),
    signature: buffer(v.signature),
    userHandle: buffer(v.userHandle),
  };
  return {
    id: v.id,
    rawId: buffer(v.rawId),
    type: 'public-key',
    authenticatorAttachment: v.authenticatorAttachment,
    response,
    getClientExtensionResults: () => ({}),
  } as unknown as PublicKeyCredential;
}
