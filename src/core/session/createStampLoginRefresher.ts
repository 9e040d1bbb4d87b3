import type { SignedApiClient } from '../clients/createSignedApiClient.js';
import type { KeyStore, StoredKey } from '../keys/keyStore.js';
import type { Stamper } from '../stampers/stamper.js';
import type { SessionRefresher } from './sessionRefresher.js';

export interface StampLoginRefresherOptions {
  api: () => SignedApiClient;
  keys: KeyStore;
  /**
   * Makes and stores the fresh session key (`createSessionKey`); `stamper` stamps with the
   * current one (`createSessionKeyStamper`). Given rather than imported: this module is in the
   * session lifecycle chunk, which imports none of the page's crypto (sessionLifecycle.ts).
   */
  newKey: () => Promise<StoredKey>;
  stamper: (keyPair: CryptoKeyPair) => Stamper;
  /** The lifetime to ask for (`sessionLifetime`); none: the service's default. */
  lifetime?: () => Promise<string | undefined>;
}

/**
 * Session refresh (wire-details, "Sessions and logins beyond the proxy"): `stamp_login` for a
 * fresh key, stamped by the current session key, keeping the session profile if it has one.
 */
export function createStampLoginRefresher(options: StampLoginRefresherOptions): SessionRefresher {
  return async (session, current) => {
    const key = await options.newKey();
    try {
      const profile = session.claims.session_profile_id;
      const { result } = await options.api().stampLogin(
        {
          publicKey: key.publicKey,
          expirationSeconds: await options.lifetime?.(),
          sessionProfileId: profile,
        },
        { organizationId: session.organizationId, stamper: options.stamper(current.keyPair) },
      );
      return { token: result.session, key };
    } catch (error) {
      await options.keys.delete(key.publicKey).catch(() => {});
      throw error;
    }
  };
}
