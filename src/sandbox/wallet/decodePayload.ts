import type { PayloadEncoding } from 'embedded-wallet-kit/protocol';
import { utf8Encode } from 'embedded-wallet-kit/protocol/internal';
import { readHex } from './readHex.js';
import { SigningInputError } from './signingInputError.js';

/**
 * The bytes a signing activity's `payload` string stands for, read with its `encoding`
 * (production's `v1PayloadEncoding`): hex digits, `0x` optional (the production client sends
 * `0x…`), or the UTF-8 bytes of the text. EIP-712 typed data and EIP-7702 authorizations need
 * the service to compute their signing hash from JSON; the sandbox does not implement those
 * encodings and says so (`unsupported`), naming the hex equivalent.
 */
export function decodePayload(payload: string, encoding: PayloadEncoding): Uint8Array {
  switch (encoding) {
    case 'PAYLOAD_ENCODING_HEXADECIMAL':
      return readHex(payload, 'payload');
    case 'PAYLOAD_ENCODING_TEXT_UTF8':
      return utf8Encode(payload);
    case 'PAYLOAD_ENCODING_EIP712':
    case 'PAYLOAD_ENCODING_EIP7702_AUTHORIZATION':
      throw new SigningInputError(
        'encoding',
        `${encoding} is not implemented by the sandbox: send the 32-byte signing hash as PAYLOAD_ENCODING_HEXADECIMAL with HASH_FUNCTION_NO_OP`,
        { unsupported: true },
      );
    default:
      throw new SigningInputError(
        'encoding',
        `unknown encoding ${String(encoding satisfies never)}`,
      );
  }
}
