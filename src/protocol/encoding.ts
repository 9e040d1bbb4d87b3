/**
 * Byte encodings used on the wire: hex (keys, signatures), base64url without padding (stamps,
 * JWTs, WebAuthn fields) and UTF-8. Hand-sized rather than a library: a few hundred bytes in every
 * client bundle, and no cryptography lives here.
 */

export class EncodingError extends Error {
  override name = 'EncodingError';
}

// Lookup tables rather than a `toString(16)` or `parseInt` per byte, or a Map per character: a
// login decodes a few kilobytes (JWTs, a wallet's attestation document) in code the page runs
// only a few times, so never optimised, and per-character work there costs about a millisecond
// of the app-proof check.
/** Each byte's two lower-case hex digits. */
const BYTE_HEX: readonly string[] = /* @__PURE__ */ Array.from({ length: 256 }, (_, byte) =>
  (byte + 256).toString(16).slice(1),
);

/** An ASCII character code -> `index & mask` of the character in `digits`, or -1. */
function digitTable(digits: string, mask: number): Int8Array {
  const table = new Int8Array(128).fill(-1);
  for (let i = 0; i < digits.length; i++) table[digits.charCodeAt(i)] = i & mask;
  return table;
}

const digitOf = (table: Int8Array, code: number): number => (code < 128 ? (table[code] ?? -1) : -1);

/** Lower- and upper-case hex digits. */
const HEX_VALUE = /* @__PURE__ */ digitTable('0123456789abcdef0123456789ABCDEF', 15);

export function bytesToHex(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i++) out += BYTE_HEX[bytes[i] as number];
  return out;
}

/** Upper- or lower-case hex, an even number of digits. */
export function hexToBytes(hex: string): Uint8Array {
  if (hex.length % 2 !== 0) throw new EncodingError('invalid hex string');
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) {
    const high = digitOf(HEX_VALUE, hex.charCodeAt(2 * i));
    const low = digitOf(HEX_VALUE, hex.charCodeAt(2 * i + 1));
    if ((high | low) < 0) throw new EncodingError('invalid hex string');
    out[i] = (high << 4) | low;
  }
  return out;
}

const B64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
/** Both alphabets: base64url's `-` and `_`, standard base64's `+` and `/` (index 126, 127). */
const B64_VALUE = /* @__PURE__ */ (() => digitTable(`${B64URL}${B64URL.slice(0, 62)}+/`, 63))();

/** base64url, no padding (RFC 4648 section 5). */
export function base64urlEncode(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i]! << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    // Each group of three bytes is four characters; a last group of one or two bytes, two or three.
    const chars = Math.min(4, bytes.length - i + 1);
    for (let shift = 18; shift > 18 - 6 * chars; shift -= 6) out += B64URL[(n >> shift) & 63];
  }
  return out;
}

/** Accepts base64url or standard base64, with or without padding. */
export function base64urlDecode(text: string): Uint8Array {
  let end = text.length;
  while (end > 0 && text.charCodeAt(end - 1) === 0x3d /* = */) end--;
  if (end % 4 === 1) throw new EncodingError('invalid base64 length');
  const out = new Uint8Array(Math.floor((end * 3) / 4));
  let bits = 0;
  let value = 0;
  let o = 0;
  for (let i = 0; i < end; i++) {
    const v = digitOf(B64_VALUE, text.charCodeAt(i));
    if (v < 0) throw new EncodingError('invalid base64 character');
    // At most 12 bits are pending before a byte is taken: 24 are plenty.
    value = ((value << 6) | v) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[o++] = (value >> bits) & 0xff;
    }
  }
  return out;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8', { fatal: true });

export const utf8Encode = (text: string): Uint8Array => encoder.encode(text);

export function utf8Decode(bytes: Uint8Array): string {
  try {
    return decoder.decode(bytes);
  } catch {
    throw new EncodingError('invalid UTF-8');
  }
}

export function concatBytes(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let o = 0;
  for (const p of parts) {
    out.set(p, o);
    o += p.length;
  }
  return out;
}

/** Parses JSON, answering undefined instead of throwing (for untrusted input). */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
