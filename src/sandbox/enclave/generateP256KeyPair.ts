import { p256 } from '@noble/curves/nist.js';
import { bytesToHex } from 'embedded-wallet-kit/protocol';

/** A P-256 key pair as the sandbox stores it: plain hex, so it serialises as JSON. */
export interface P256KeyPair {
  /** 32-byte scalar, hex. */
  privateKey: string;
  /** Uncompressed SEC1 point (`04||X||Y`, 65 bytes), hex. */
  publicKey: string;
}

/** A fresh random P-256 key pair (noble's keygen draws from the platform CSPRNG). */
export function generateP256KeyPair(): P256KeyPair {
  const { secretKey } = p256.keygen();
  return {
    privateKey: bytesToHex(secretKey),
    publicKey: bytesToHex(p256.getPublicKey(secretKey, false)),
  };
}
