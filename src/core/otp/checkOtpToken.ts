import {
  type VerificationTokenClaims,
  verifyVerificationToken,
} from '../crypto/verifyVerificationToken.js';
import { CryptoCheckError } from '../errors/cryptoCheckError.js';
import type { StoredKey } from '../keys/keyStore.js';
import { traced } from '../platform/traced.js';
import type { WalletKit } from '../walletKit.js';

export interface CheckOtpTokenArgs {
  otpId: string;
  /** The sealed code (`sealOtpCode`). */
  encryptedOtpBundle: string;
  /** The key the sealed code names: the token must be bound to it. */
  key: StoredKey;
  signal?: AbortSignal;
}

export interface CheckedOtpToken {
  verificationToken: string;
  claims: VerificationTokenClaims;
}

/**
 * Step 2 of a code check (spec "OTP flow (ordered)"; wire-details, "Tokens"): `otp_verify_v2`
 * with the sealed code answers a verification token, which is checked here before anything
 * uses it: signed by the pinned TLS-fetcher key, not expired, and bound to our session key (its
 * `public_key`), else `BUNDLE_MISMATCH`.
 */
export async function checkOtpToken(
  kit: WalletKit,
  args: CheckOtpTokenArgs,
): Promise<CheckedOtpToken> {
  const { verificationToken } = await kit.proxy.otpVerifyV2(
    { otpId: args.otpId, encryptedOtpBundle: args.encryptedOtpBundle },
    { signal: args.signal },
  );
  const claims = await traced(kit.options.trace, 'crypto:verify-token', () =>
    verifyVerificationToken(
      verificationToken,
      kit.options.trustedKeys.tlsFetcher,
      kit.clock.now(),
      kit.crypto,
    ),
  );
  if (claims.public_key.toLowerCase() !== args.key.publicKey) {
    throw new CryptoCheckError('BUNDLE_MISMATCH', 'the verification token names another key');
  }
  return { verificationToken, claims };
}
