import { authenticatorAttachmentOf } from './authenticatorAttachmentOf.js';
import { bufferToBase64url } from './bufferToBase64url.js';
import type { AuthenticationResponseJSON } from './webAuthnPort.js';

/**
 * An assertion (what `navigator.credentials.get()` answers) as `AuthenticationResponseJSON`, the
 * JSON that `PublicKeyCredential.toJSON()` makes (WebAuthn L3 section 5.1): every byte string
 * base64url, `userHandle` absent when the authenticator gave none (section 5.2.2). See
 * `registrationToJSON` for why ours.
 */
export function authenticationToJSON(credential: PublicKeyCredential): AuthenticationResponseJSON {
  const response = credential.response as AuthenticatorAssertionResponse;
  return {
    id: credential.id,
    rawId: bufferToBase64url(credential.rawId),
    response: {
      clientDataJSON: bufferToBase64url(response.clientDataJSON),
      authenticatorData: bufferToBase64url(response.authenticatorData),
      signature: bufferToBase64url(response.signature),
      userHandle: response.userHandle ? bufferToBase64url(response.userHandle) : undefined,
    },
    type: credential.type as PublicKeyCredentialType,
    clientExtensionResults: credential.getClientExtensionResults(),
    authenticatorAttachment: authenticatorAttachmentOf(credential),
  };
}
