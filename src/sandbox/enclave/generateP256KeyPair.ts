import { createECDH } from 'node:crypto';

/** A P-256 key pair as the sandbox stores it: plain hex, so it serialises as JSON. */
export interface P256KeyPair {
  /** 32-byte scalar, hex. */
  privateKey: string;
  /** Uncompressed SEC1 point (`04||X||Y`, 65 bytes), hex. */
  publicKey: string;
}

/**
 * A fresh random P-256 key pair, drawn by OpenSSL from the platform CSPRNG. OpenSSL's point
 * multiplication is tens of times faster than a pure-JS one, and every OTP (its HPKE target) and
 * every signup (the app-proof ephemeral pairs) makes fresh pairs.
 */
export function generateP256KeyPair(): P256KeyPair {
  const ecdh = createECDH('prime256v1');
  const publicKey = ecdh.generateKeys('hex');
  // A scalar with leading zero bytes may come back short; the stored form is always 32 bytes.
  return { privateKey: ecdh.getPrivateKey('hex').padStart(64, '0'), publicKey };
}
