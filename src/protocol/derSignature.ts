/**
 * ECDSA signature encodings. WebCrypto signs and verifies IEEE P1363 `r||s`; stamps carry DER
 * (wire-details, "Stamps"), so the client converts. Encoding only: no cryptography here.
 */
import { EncodingError } from './encoding.js';

function trimInteger(bytes: Uint8Array): Uint8Array {
  let i = 0;
  while (i < bytes.length - 1 && bytes[i] === 0) i++;
  const trimmed = bytes.subarray(i);
  // DER integers are signed: a leading high bit needs a zero byte (X.690 section 8.3).
  if ((trimmed[0]! & 0x80) !== 0) {
    const out = new Uint8Array(trimmed.length + 1);
    out.set(trimmed, 1);
    return out;
  }
  return trimmed;
}

/** `r||s` (2 x size bytes) to a DER `SEQUENCE { INTEGER r, INTEGER s }`. */
export function p1363ToDer(signature: Uint8Array): Uint8Array {
  if (signature.length % 2 !== 0) throw new EncodingError('invalid r||s signature length');
  const half = signature.length / 2;
  const r = trimInteger(signature.subarray(0, half));
  const s = trimInteger(signature.subarray(half));
  const body = new Uint8Array(4 + r.length + s.length);
  body.set([0x02, r.length], 0);
  body.set(r, 2);
  body.set([0x02, s.length], 2 + r.length);
  body.set(s, 4 + r.length);
  return new Uint8Array([0x30, body.length, ...body]);
}

/** DER to `r||s` with each half left-padded to `size` bytes (32 for P-256). */
export function derToP1363(der: Uint8Array, size = 32): Uint8Array {
  const fail = (): never => {
    throw new EncodingError('invalid DER signature');
  };
  if (der.length < 8 || der[0] !== 0x30 || der[1] !== der.length - 2) fail();
  const out = new Uint8Array(size * 2);
  let offset = 2;
  for (let part = 0; part < 2; part++) {
    if (der[offset] !== 0x02) fail();
    const len = der[offset + 1]!;
    let value = der.subarray(offset + 2, offset + 2 + len);
    if (value.length !== len || len === 0) fail();
    while (value.length > size && value[0] === 0) value = value.subarray(1);
    if (value.length > size) fail();
    out.set(value, part * size + size - value.length);
    offset += 2 + len;
  }
  if (offset !== der.length) fail();
  return out;
}
