import { loadPasskeyCeremonies } from './loadPasskeyCeremonies.js';
import type { WebAuthnPort } from './webAuthnPort.js';

/**
 * `navigator.credentials` through the kit's own ceremonies (`createCredential`, `getCredential`),
 * loaded when first needed. They come in the passkey chunk (`loadPasskeyCeremonies`), not a chunk
 * of their own: the ceremonies that call this port and the browser calls then arrive in one
 * fetch, and the modal's preload of that chunk covers both.
 */
export const browserWebAuthn: WebAuthnPort = {
  create: async (options) => (await loadPasskeyCeremonies()).createCredential(options),
  get: async (options) => (await loadPasskeyCeremonies()).getCredential(options),
};
