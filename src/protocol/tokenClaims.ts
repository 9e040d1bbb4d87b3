/**
 * JWT claims of the verification token and the session JWT (wire-details, "Tokens").
 * Types only: this file ships to browsers.
 */
import type { OtpType, SessionType } from './enums.js';

/**
 * `verificationToken`: ES256 JWT by `tlsFetcher`, header `{"typ":"JWT","alg":"ES256"}`, signature
 * over sha256(header.payload) (standard ES256). Every claim is a string.
 */
export interface VerificationTokenClaims {
  /** Expiry in epoch MILLISECONDS, as a decimal string (not an RFC 7519 NumericDate). */
  exp: string;
  id: string;
  organization_id: string;
  verification_type: OtpType;
  contact: string;
  /** Compressed P-256 hex of the key the client put in the encrypted OTP plaintext. */
  public_key: string;
}

/**
 * Session JWT by `notarizer`, header `{"alg":"ES256","typ":"JWT"}`, signature raw r||s over
 * sha256(sha256(header.payload)) (double hash, unlike standard ES256).
 */
export interface SessionJwtClaims {
  /** Expiry in epoch SECONDS (a number, as RFC 7519 NumericDate). */
  exp: number;
  /** Compressed P-256 hex of the session key. */
  public_key: string;
  session_type: SessionType;
  user_id: string;
  organization_id: string;
  /** Present when the session was made under a session profile. */
  session_profile_id?: string;
  /** The session profile's scope, when the session has one. */
  scope?: string;
}
