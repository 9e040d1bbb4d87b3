import { hexToBytes } from 'embedded-wallet-kit/protocol/internal';
import { SigningInputError } from './signingInputError.js';

/**
 * The bytes of a signing input given in hex, `0x` optional (the production client sends `0x…`
 * for payloads and viem serializes transactions with it); refused naming `field`.
 */
export function readHex(value: string, field: SigningInputError['field']): Uint8Array {
  const digits = value.startsWith('0x') || value.startsWith('0X') ? value.slice(2) : value;
  try {
    return hexToBytes(digits);
  } catch {
    throw new SigningInputError(field, 'is not hex (an even number of hex digits, 0x optional)');
  }
}
