import { createSessionKey } from '../keys/createSessionKey.js';
import type { StoredKey } from '../keys/keyStore.js';
import { deviceNow } from '../platform/createServiceClock.js';
import { traced } from '../platform/traced.js';
import type { WalletKit } from '../walletKit.js';

/**
 * A fresh session key for a login (wire-details: a fresh pair at every login), made and stored
 * in the kit's key store: key generation and the store's write (IndexedDB in browsers), measured
 * as `crypto:session-key` when the kit traces.
 */
export function makeSessionKey(kit: WalletKit): Promise<StoredKey> {
  return traced(kit.options.trace, 'crypto:session-key', () =>
    createSessionKey(kit.keys, deviceNow(kit.clock), kit.crypto),
  );
}
