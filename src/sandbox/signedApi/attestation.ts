import type { AttestedStamp } from 'embedded-wallet-kit/protocol';

/** What an attested stamp proved, for `stamp_login` to finish (spend the token, bind the key). */
export interface Attestation {
  scheme: AttestedStamp['scheme'];
  /** The verification token's `id`, spent by the login as `otp_login_v2` spends it. */
  verificationTokenId?: string;
}
