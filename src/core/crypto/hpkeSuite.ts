import type { CipherSuite } from '@hpke/core';
import { utf8Encode } from '../../protocol/encoding.js';

/** HPKE `info` of every enclave exchange (wire-details, "OTP code encryption"). */
export const HPKE_INFO: Uint8Array<ArrayBuffer> = new Uint8Array(utf8Encode('turnkey_hpke'));

let suite: Promise<CipherSuite> | undefined;

/**
 * RFC 9180 base mode, DHKEM(P-256, HKDF-SHA256) / HKDF-SHA256 / AES-256-GCM, from `@hpke/core`
 * (WebCrypto-backed; it reads `globalThis.crypto` itself). Loaded on first use with a dynamic
 * import: it weighs about 8 KB gzip, more than half the core entry's budget, and only OTP
 * verification, export and import need it, so bundlers split it into its own chunk.
 */
export function hpkeSuite(): Promise<CipherSuite> {
  suite ??= import('@hpke/core').then(
    ({ Aes256Gcm, CipherSuite, DhkemP256HkdfSha256, HkdfSha256 }) =>
      new CipherSuite({
        kem: new DhkemP256HkdfSha256(),
        kdf: new HkdfSha256(),
        aead: new Aes256Gcm(),
      }),
    (cause: unknown) => {
      suite = undefined;
      throw cause;
    },
  );
  return suite;
}
