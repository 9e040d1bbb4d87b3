import { loadPasskeyCeremonies } from './loadPasskeyCeremonies.js';
import type { WebAuthnPort } from './webAuthnPort.js';

/**
 * `navigator.credentials` through `@simplewebauthn/browser`, loaded when first needed. It comes
 * in the passkey chunk (`loadPasskeyCeremonies`), not a chunk of its own: the ceremonies that
 * call this port and the library then arrive in one fetch, and the modal's preload of
 * that chunk covers both.
 */
export const browserWebAuthn: WebAuthnPort = {
  create: async (optionsJSON) => (await loadPasskeyCeremonies()).startRegistration({ optionsJSON }),
  get: async (optionsJSON) => (await loadPasskeyCeremonies()).startAuthentication({ optionsJSON }),
};
