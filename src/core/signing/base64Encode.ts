import { base64urlEncode } from '../../protocol/encoding.js';

/** Standard base64 with padding (RFC 4648 section 4): Solana's wire form of a transaction. */
export function base64Encode(bytes: Uint8Array): string {
  const url = base64urlEncode(bytes).replace(/-/g, '+').replace(/_/g, '/');
  return url.padEnd(Math.ceil(url.length / 4) * 4, '=');
}
