import { createSessionKey } from '../keys/createSessionKey.js';
import type { StoredKey } from '../keys/keyStore.js';
import { traced } from '../platform/traced.js';
import type { WalletKit } from '../walletKit.js';
import { createPreparedByHandle } from './createPreparedByHandle.js';

/**
 * Session keys made ahead of their login: `initOtp` makes the login's key while the code travels
 * and the user types it, and `verifyOtp` takes it, so the last digit does not wait for key
 * generation and its IndexedDB write. Keyed by the handle object (never serialised into it: a
 * handle stays plain data). Each key is taken once: a second try after a wrong code gets a
 * fresh one, as every failed login deletes its key.
 */
const prepared = createPreparedByHandle<Promise<StoredKey>>();

/** Starts making a session key for the login `handle` will name. */
export function prepareSessionKey(kit: WalletKit): Promise<StoredKey> {
  const key = traced(kit.options.trace, 'crypto:session-key', () =>
    createSessionKey(kit.keys, kit.clock.now(), kit.crypto),
  );
  // Nobody may take it (the request fails, the handle is dropped): never an unhandled rejection.
  key.catch(() => {});
  return key;
}

export const rememberSessionKey = prepared.remember;

/** The key made for `handle`, once; undefined when none was made or it was already taken. */
export const takeSessionKey = prepared.take;
