import type { SessionJwtClaims } from '../core/crypto/verifySessionJwt.js';
import type { SessionType } from '../protocol/enums.js';

/** Who sent a request, as `verifier.verify` proved it. */
export interface SessionCaller {
  userId: string;
  /** The user's (sub-)organization. */
  organizationId: string;
  /** When the session ends, epoch ms (the JWT's `exp`). */
  sessionExpiresAt: number;
  sessionType: SessionType;
  /** The session key that signed the request, compressed P-256 hex (the JWT's `public_key`). */
  publicKey: string;
  /** When the request was signed (its `created`), epoch ms. */
  signedAt: number;
  /** Every claim of the verified session JWT (`session_profile_id`, `scope`, ...). */
  claims: SessionJwtClaims;
}
