import type { SessionType } from '../../protocol/enums.js';
import type { SessionJwtClaims } from '../crypto/verifySessionJwt.js';

/** A signed-in session: the verified JWT and what it says (wire-details, "Tokens"). */
export interface Session {
  /** The session JWT, as the service issued it. */
  token: string;
  /** Compressed hex of the session key (the JWT's `public_key`), kept in the key store. */
  publicKey: string;
  organizationId: string;
  userId: string;
  sessionType: SessionType;
  /** Epoch milliseconds (the JWT's `exp` is in seconds). */
  expiresAt: number;
  claims: SessionJwtClaims;
}

export type SessionStatus = 'loading' | 'signedOut' | 'signedIn';

/**
 * Whether a reload keeps the user signed in. `durable`: the session key is in IndexedDB (or the
 * app's key store) and the JWT in `localStorage` (or the app's storage). `memory`: the session
 * ends with the page, because the browser refused IndexedDB (`INDEXEDDB_UNAVAILABLE`: a private
 * window, site data blocked) or `localStorage` (`STORAGE_UNAVAILABLE`), or because the kit was
 * given stores that keep nothing (`MEMORY_STORE`: outside a browser, tests).
 */
export interface SessionPersistence {
  mode: 'durable' | 'memory';
  reason?: 'INDEXEDDB_UNAVAILABLE' | 'STORAGE_UNAVAILABLE' | 'MEMORY_STORE';
}

/** What `getSnapshot()` answers: a new object on every change, the same object otherwise. */
export interface SessionSnapshot {
  status: SessionStatus;
  session: Session | null;
  /** The expiry warning has fired for this session and it has not been refreshed. */
  expiringSoon: boolean;
  /** Whether a reload keeps the session (absent while loading). */
  persistence?: SessionPersistence;
}

/** Events of the session store. `remote` marks a change made by another tab. */
export type SessionEvent =
  | { type: 'login'; session: Session; remote: boolean }
  | { type: 'refresh'; session: Session; remote: boolean }
  /** `revoked`: the service refused the session's key (ended from another device). */
  | { type: 'logout'; remote: boolean; revoked?: boolean }
  | { type: 'expiring'; session: Session; msLeft: number }
  | { type: 'expired' }
  | { type: 'refreshFailed'; error: unknown };
