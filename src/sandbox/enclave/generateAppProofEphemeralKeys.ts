import { generateP256KeyPair, type P256KeyPair } from './generateP256KeyPair.js';

/**
 * The ephemeral key of app proofs (wire-details, "App proofs"): two P-256 pairs whose public
 * halves, uncompressed and concatenated (encryption || signing), form the 130-byte `publicKey`
 * of every proof and the `ephemeralPublicKey` of the boot proof that attests them.
 */
export interface AppProofEphemeralKeys {
  encryption: P256KeyPair;
  signing: P256KeyPair;
  /** encryption.publicKey || signing.publicKey: 130 bytes, hex. */
  publicKey: string;
}

export function generateAppProofEphemeralKeys(): AppProofEphemeralKeys {
  const encryption = generateP256KeyPair();
  const signing = generateP256KeyPair();
  return { encryption, signing, publicKey: encryption.publicKey + signing.publicKey };
}
