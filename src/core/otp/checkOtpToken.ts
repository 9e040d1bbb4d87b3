import { loadTimestampRefusal } from '../clients/loadTimestampRefusal.js';
import {
  type VerificationTokenClaims,
  verifyVerificationToken,
} from '../crypto/verifyVerificationToken.js';
import { CryptoCheckError } from '../errors/cryptoCheckError.js';
import { isKitError } from '../errors/isKitError.js';
import { KitError } from '../errors/kitError.js';
import { TransportError } from '../errors/transportError.js';
import type { StoredKey } from '../keys/keyStore.js';
import { traced } from '../platform/traced.js';
import type { WalletKit } from '../walletKit.js';
import { otpCodes } from './otpCodes.js';

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
 *
 * A code is spent by its first check: the service refuses a second (`FAILED_PRECONDITION`,
 * which also means expired), so a code this kit may have spent (`otpCodes.spend`: its check
 * answered a token, or never answered) is `OTP_ALREADY_USED` when refused again. The token's
 * expiry is read on the service's clock (`kit.clock`, set by this very answer's `Date`); a
 * token just issued for our fresh key that looks expired, with no answer yet placing the
 * service's time, says the device's clock is ahead: `CLOCK_SKEW`, before any signup.
 */
export async function checkOtpToken(
  kit: WalletKit,
  args: CheckOtpTokenArgs,
): Promise<CheckedOtpToken> {
  const { otpId } = args;
  const codes = otpCodes(kit);
  const spent = codes.spend(otpId);
  let verificationToken: string;
  try {
    ({ verificationToken } = await kit.proxy.otpVerifyV2(
      { otpId, encryptedOtpBundle: args.encryptedOtpBundle },
      { signal: args.signal },
    ));
  } catch (error) {
    // The service's words ("this code was already used"), typed: not an expired code.
    if (
      isKitError(error, 'FAILED_PRECONDITION') &&
      (spent || /already used/i.test(error.message))
    ) {
      throw new KitError('OTP_ALREADY_USED', error.message, { cause: error });
    }
    // Refused (a wrong code, too many tries), not lost on the way: nothing was used up.
    if (!spent && !(error instanceof TransportError)) codes.unspend(otpId);
    throw error;
  }
  const claims = await traced(kit.options.trace, 'crypto:verify-token', () =>
    verifyVerificationToken(
      verificationToken,
      kit.options.trustedKeys.tlsFetcher,
      kit.clock.now(),
      kit.crypto,
    ),
  ).catch(async (error: unknown) => {
    if (!isKitError(error, 'TOKEN_EXPIRED') || kit.clock.synced) throw error;
    const { clockSkewError } = await loadTimestampRefusal();
    throw clockSkewError(Number(error.details.exp) - kit.clock.now(), error);
  });
  if (claims.public_key.toLowerCase() !== args.key.publicKey) {
    throw new CryptoCheckError('BUNDLE_MISMATCH', 'the verification token names another key');
  }
  return { verificationToken, claims };
}
