import { Aes256Gcm, CipherSuite, DhkemP256HkdfSha256, HkdfSha256 } from '@hpke/core';

let suite: CipherSuite | undefined;

/**
 * The RFC 9180 suite of every enclave exchange (wire-details, "OTP code encryption"):
 * DHKEM(P-256, HKDF-SHA256) / HKDF-SHA256 / AES-256-GCM from `@hpke/core` (WebCrypto-backed; it
 * reads `globalThis.crypto` itself), with `hpkeInfo()` and `hpkeAad()` of `hpkeSuite.ts`. Made on
 * first use, once. A module of its own: the client reaches it only through a dynamic `import()`
 * (`core/crypto/hpkeSuite.ts`), so bundlers split `@hpke/core` into a lazy chunk, and static
 * named imports let them drop its other KEMs.
 */
export function hpkeCipherSuite(): CipherSuite {
  suite ??= new CipherSuite({
    kem: new DhkemP256HkdfSha256(),
    kdf: new HkdfSha256(),
    aead: new Aes256Gcm(),
  });
  return suite;
}
