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

/** What `getSnapshot()` answers: a new object on every change, the same object otherwise. */
export interface SessionSnapshot {
  status: SessionStatus;
  session: Session | null;
  /** The expiry warning has fired for this session and it has not been refreshed. */
  expiringSoon: boolean;
}

/** Events of the session store. `remote` marks a change made by another tab. */
export type SessionEvent =
  | { type: 'login'; session: Session; remote: boolean }
  | { type: 'refresh'; session: Session; remote: boolean }
  | { type: 'logout'; remote: boolean }
  | { type: 'expiring'; session: Session; msLeft: number }
  | { type: 'expired' }
  | { type: 'refreshFailed'; error: unknown };
