/**
 * The one change the production React kit gets, and the one no sandbox can avoid: it pins the
 * production OTP encryption key. `@turnkey/crypto`'s `encryptOtpCodeToBundle` already takes an
 * override (`dangerouslyOverrideSignerPublicKey`); `@turnkey/core` calls it without one. The
 * interop page's Vite config hands `@turnkey/core` this module in place of `@turnkey/crypto`:
 * the same package, with the sandbox's `tlsFetcher` key (from its `/__dev/info`, set by the
 * page before the kit starts) as the override's default. Everything else is the package itself.
 */
import { encryptOtpCodeToBundle as encryptWithPinnedKey } from '@turnkey/crypto';

export * from '@turnkey/crypto';

declare global {
  interface Window {
    /** The sandbox's OTP bundle signer, uncompressed P-256 hex. */
    __sandboxTlsFetcherKey?: string;
  }
}

export const encryptOtpCodeToBundle: typeof encryptWithPinnedKey = (
  otpCode,
  otpEncryptionTargetBundle,
  publicKey,
  dangerouslyOverrideSignerPublicKey = window.__sandboxTlsFetcherKey,
) =>
  encryptWithPinnedKey(
    otpCode,
    otpEncryptionTargetBundle,
    publicKey,
    dangerouslyOverrideSignerPublicKey,
  );
