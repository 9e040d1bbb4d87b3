import type { SignedApiClient } from '../clients/createSignedApiClient.js';
import type { CryptoLike } from '../crypto/cryptoLike.js';
import { createSessionKey } from '../keys/createSessionKey.js';
import type { KeyStore } from '../keys/keyStore.js';
import type { Clock } from '../platform/clock.js';
import { deviceNow } from '../platform/createServiceClock.js';
import { createSessionKeyStamper } from '../stampers/createSessionKeyStamper.js';
import type { SessionRefresher } from './sessionRefresher.js';

export interface StampLoginRefresherOptions {
  api: () => SignedApiClient;
  keys: KeyStore;
  clock: Clock;
  crypto?: CryptoLike;
  /** The lifetime to ask for (`sessionLifetime`); none: the service's default. */
  lifetime?: () => Promise<string | undefined>;
}

/**
 * Session refresh (wire-details, "Sessions and logins beyond the proxy"): `stamp_login` for a
 * fresh key, stamped by the current session key, keeping the session profile if it has one.
 */
export function createStampLoginRefresher(options: StampLoginRefresherOptions): SessionRefresher {
  return async (session, current) => {
    const key = await createSessionKey(options.keys, deviceNow(options.clock), options.crypto);
    try {
      const profile = session.claims.session_profile_id;
      const { result } = await options.api().stampLogin(
        {
          publicKey: key.publicKey,
          expirationSeconds: await options.lifetime?.(),
          sessionProfileId: profile,
        },
        {
          organizationId: session.organizationId,
          stamper: createSessionKeyStamper(current.keyPair, options.crypto),
        },
      );
      return { token: result.session, key };
    } catch (error) {
      await options.keys.delete(key.publicKey).catch(() => {});
      throw error;
    }
  };
}
