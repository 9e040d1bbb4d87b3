import type { CipherSuite } from '@hpke/core';

let suite: Promise<CipherSuite> | undefined;

/**
 * The HPKE suite of `protocol/hpkeCipherSuite.ts`, loaded on first use with a dynamic import: it
 * weighs about 7.5 KB gzip, half the core entry's budget, and only OTP verification, export and
 * import need it, so bundlers split it into its own chunk (`initOtp` preloads it while the user
 * types the code).
 */
export function hpkeSuite(): Promise<CipherSuite> {
  suite ??= import('../../protocol/hpkeCipherSuite.js').then(
    (m) => m.hpkeCipherSuite(),
    (cause: unknown) => {
      suite = undefined;
      throw cause;
    },
  );
  return suite;
}
