/**
 * The passkey chunk's entry (see `loadPasskeyCeremonies`): the two ceremonies, loaded together
 * because a page that offers passkeys offers both, and one fetch beats two. `browserWebAuthn`
 * (the default WebAuthn port) takes the browser calls from here too, so the kit's WebAuthn code
 * is in this chunk, not one of its own.
 */
export { createCredential } from './createCredential.js';
export { getCredential } from './getCredential.js';
export { passkeyLogin } from './passkeyLogin.js';
export { passkeySignup } from './passkeySignup.js';
