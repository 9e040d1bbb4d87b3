/**
 * A node of an HD tree. `publicKey` is SEC1-compressed (33 bytes) on secp256k1 and P-256 and the
 * raw 32-byte key on ed25519. Private material: never log it, never put it in a response.
 */
export interface DerivedKey {
  privateKey: Uint8Array;
  publicKey: Uint8Array;
  chainCode: Uint8Array;
}
