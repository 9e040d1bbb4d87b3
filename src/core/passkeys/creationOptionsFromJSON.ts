import { bufferFromBase64url } from './bufferFromBase64url.js';
import { descriptorsFromJSON } from './descriptorsFromJSON.js';
import type { PublicKeyCredentialCreationOptionsJSON } from './webAuthnPort.js';

/**
 * The options of `navigator.credentials.create()` from their JSON form, as
 * `PublicKeyCredential.parseCreationOptionsFromJSON()` makes them (WebAuthn L3 section 5.1.8): the
 * same structure with `challenge`, `user.id` and the excluded credentials' ids decoded from
 * base64url. Ours rather than the browser's method, which only browsers since 2025 have: one path
 * everywhere, and no second copy of the same work to ship. Extension inputs pass unchanged (the
 * kit asks for none; one with byte values would need them decoded first).
 */
export const creationOptionsFromJSON = (
  json: PublicKeyCredentialCreationOptionsJSON,
): PublicKeyCredentialCreationOptions => ({
  ...json,
  challenge: bufferFromBase64url(json.challenge),
  user: { ...json.user, id: bufferFromBase64url(json.user.id) },
  excludeCredentials: descriptorsFromJSON(json.excludeCredentials),
});
