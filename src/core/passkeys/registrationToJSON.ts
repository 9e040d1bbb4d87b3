import { authenticatorAttachmentOf } from './authenticatorAttachmentOf.js';
import { bufferToBase64url } from './bufferToBase64url.js';
import { optionalGetter } from './optionalGetter.js';
import type { RegistrationResponseJSON } from './webAuthnPort.js';

/**
 * A new credential (what `navigator.credentials.create()` answers) as `RegistrationResponseJSON`,
 * the JSON that `PublicKeyCredential.toJSON()` makes (WebAuthn L3 section 5.1): every byte string
 * base64url, `transports`, `publicKey` and `publicKeyAlgorithm` from the response's getters
 * (section 5.2.1). Ours rather than `toJSON()`, which older browsers lack and some passkey
 * extensions answer in their own way; the tests hold ours to Chromium's `toJSON()`.
 */
export function registrationToJSON(credential: PublicKeyCredential): RegistrationResponseJSON {
  const response = credential.response as AuthenticatorAttestationResponse;
  const publicKey = optionalGetter(() => response.getPublicKey());
  const authenticatorData = optionalGetter(() => response.getAuthenticatorData());
  return {
    id: credential.id,
    rawId: bufferToBase64url(credential.rawId),
    response: {
      clientDataJSON: bufferToBase64url(response.clientDataJSON),
      attestationObject: bufferToBase64url(response.attestationObject),
      transports: optionalGetter(() => response.getTransports()),
      publicKeyAlgorithm: optionalGetter(() => response.getPublicKeyAlgorithm()),
      publicKey: publicKey ? bufferToBase64url(publicKey) : undefined,
      authenticatorData: authenticatorData ? bufferToBase64url(authenticatorData) : undefined,
    },
    type: credential.type as PublicKeyCredentialType,
    clientExtensionResults: credential.getClientExtensionResults(),
    authenticatorAttachment: authenticatorAttachmentOf(credential),
  };
}
