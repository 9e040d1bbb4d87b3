import { bytesToHex, utf8Decode } from '../../protocol/encoding.js';
import type { SignerAccount, SigningRequest } from './signingRequest.js';

/** Text that shows as itself: UTF-8 without control characters other than line breaks and tabs. */
function asText(bytes: Uint8Array): string | undefined {
  try {
    const text = utf8Decode(bytes);
    // biome-ignore lint/suspicious/noControlCharactersInRegex: exactly what is looked for
    return /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text) ? undefined : text;
  } catch {
    return undefined;
  }
}

/** The confirmation of a message: its text when it is text, and always its bytes in hex. */
export function describeMessage(
  bytes: Uint8Array,
  account: SignerAccount,
  message: string | Uint8Array,
): Extract<SigningRequest, { kind: 'message' }> {
  const text = typeof message === 'string' ? message : asText(bytes);
  return {
    kind: 'message',
    account,
    ...(text === undefined ? {} : { text }),
    hex: `0x${bytesToHex(bytes)}`,
  };
}
