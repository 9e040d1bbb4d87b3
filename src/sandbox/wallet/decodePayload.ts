import type { PayloadEncoding } from 'embedded-wallet-kit/protocol';
import { utf8Encode } from 'embedded-wallet-kit/protocol/internal';
import { readHex } from './readHex.js';
import { SigningInputError } from './signingInputError.js';

/**
 * The bytes a signing activity's `payload` string stands for, read with its `encoding`
 * (production's `v1PayloadEncoding`): hex digits, `0x` optional (the production client sends
 * `0x…`), or the UTF-8 bytes of the text. EIP-712 typed data and EIP-7702 authorizations are
 * JSON whose signing hash the service computes (signStructuredPayload.ts), not bytes.
 */
export function decodePayload(payload: string, encoding: PayloadEncoding): Uint8Array {
  switch (encoding) {
    case 'PAYLOAD_ENCODING_HEXADECIMAL':
      return readHex(payload, 'payload');
    case 'PAYLOAD_ENCODING_TEXT_UTF8':
      return utf8Encode(payload);
    case 'PAYLOAD_ENCODING_EIP712':
    case 'PAYLOAD_ENCODING_EIP7702_AUTHORIZATION':
      throw new SigningInputError('encoding', `${encoding} is JSON, not bytes`);
    default:
      throw new SigningInputError(
        'encoding',
        `unknown encoding ${String(encoding satisfies never)}`,
      );
  }
}
