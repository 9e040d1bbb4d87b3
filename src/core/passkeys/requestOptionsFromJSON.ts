import { bufferFromBase64url } from './bufferFromBase64url.js';
import { descriptorsFromJSON } from './descriptorsFromJSON.js';
import type { PublicKeyCredentialRequestOptionsJSON } from './webAuthnPort.js';

/**
 * The options of `navigator.credentials.get()` from their JSON form, as
 * `PublicKeyCredential.parseRequestOptionsFromJSON()` makes them (WebAuthn L3 section 5.1.9): the
 * same structure with `challenge` and the allowed credentials' ids decoded from base64url (see
 * `creationOptionsFromJSON` for why ours).
 */
export const requestOptionsFromJSON = (
  json: PublicKeyCredentialRequestOptionsJSON,
): PublicKeyCredentialRequestOptions => ({
  ...json,
  challenge: bufferFromBase64url(json.challenge),
  allowCredentials: descriptorsFromJSON(json.allowCredentials),
});
