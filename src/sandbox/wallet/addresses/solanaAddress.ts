import { base58 } from '@scure/base';

/** A Solana address is the 32-byte ed25519 public key in base58 (Bitcoin alphabet). */
export function solanaAddress(publicKey: Uint8Array): string {
  if (publicKey.length !== 32) throw new Error('a Solana address needs a 32-byte ed25519 key');
  return base58.encode(publicKey);
}
