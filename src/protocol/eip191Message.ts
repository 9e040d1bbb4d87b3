/**
 * EIP-191 version 0x45 (`personal_sign`): the bytes an Ethereum wallet hashes (keccak-256) and
 * signs for a message, `"\x19Ethereum Signed Message:\n" + byteLength + message`. Wallet stamps
 * (wire-details, "External wallets") sign the exact request body this way. Encoding only: the
 * hash is each side's business.
 */
import { concatBytes, utf8Encode } from './encoding.js';

export function eip191Message(message: Uint8Array): Uint8Array {
  return concatBytes(utf8Encode(`\x19Ethereum Signed Message:\n${message.length}`), message);
}
