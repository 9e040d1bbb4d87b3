import type { CipherSuite } from '@hpke/core';
import { utf8Encode } from '../../protocol/encoding.js';
import { HPKE_INFO as HPKE_INFO_TEXT } from '../../protocol/hpkeSuite.js';

/** HPKE `info` of every enclave exchange (wire-details, "OTP code encryption"), as bytes. */
export const HPKE_INFO: Uint8Array<ArrayBuffer> = new Uint8Array(utf8Encode(HPKE_INFO_TEXT));

let suite: Promise<CipherSuite> | undefined;

/**
 * The HPKE suite from `@hpke/core` (WebCrypto-backed; it reads `globalThis.crypto` itself, not
 * the injected `CryptoLike`). Loaded on first use with a dynamic import: it weighs about 8 KB
 * gzip, half the core entry's budget, and only OTP verification, export and import need it, so
 * bundlers split it into its own chunk.
 */
export function hpkeSuite(): Promise<CipherSuite> {
  suite ??= import('./hpkeCipherSuite.js').then(
    (m) => m.createHpkeCipherSuite(),
    (cause: unknown) => {
      suite = undefined;
      throw cause;
    },
  );
  return suite;
}
