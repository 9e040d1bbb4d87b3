import { Aes256Gcm, CipherSuite, DhkemP256HkdfSha256, HkdfSha256 } from '@hpke/core';

/**
 * RFC 9180 suite of every enclave exchange (wire-details, "OTP code encryption"): DHKEM(P-256,
 * HKDF-SHA256) / HKDF-SHA256 / AES-256-GCM. Its own module, loaded only through `hpkeSuite`'s
 * dynamic import: static named imports here let any bundler drop @hpke/core's other KEMs
 * (a namespace from `import('@hpke/core')` cannot be tree-shaken by all of them).
 */
export function createHpkeCipherSuite(): CipherSuite {
  return new CipherSuite({
    kem: new DhkemP256HkdfSha256(),
    kdf: new HkdfSha256(),
    aead: new Aes256Gcm(),
  });
}
