/**
 * A minimal CBOR encoder (RFC 8949) for the few fixed structures a software authenticator emits:
 * unsigned and negative integers, byte and text strings, arrays and maps. Maps keep the caller's
 * key order, so callers list keys in CTAP2 canonical order (RFC 8949, 4.2.3: shorter encodings
 * first, then bytewise). Test support only: no floats, tags or indefinite lengths.
 */
export type CborValue =
  | number
  | string
  | Uint8Array
  | CborValue[]
  | Map<number | string, CborValue>;

function header(major: number, length: number): Uint8Array {
  const type = major << 5;
  if (length < 24) return Uint8Array.of(type | length);
  if (length < 0x100) return Uint8Array.of(type | 24, length);
  if (length < 0x10000) return Uint8Array.of(type | 25, length >> 8, length & 0xff);
  return Uint8Array.of(
    type | 26,
    (length >>> 24) & 0xff,
    (length >> 16) & 0xff,
    (length >> 8) & 0xff,
    length & 0xff,
  );
}

function parts(value: CborValue, out: Uint8Array[]): void {
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) throw new RangeError('only integers are supported');
    // Major type 1 encodes -1 - n (RFC 8949, 3.1).
    out.push(value >= 0 ? header(0, value) : header(1, -1 - value));
  } else if (typeof value === 'string') {
    const bytes = new TextEncoder().encode(value);
    out.push(header(3, bytes.length), bytes);
  } else if (value instanceof Uint8Array) {
    out.push(header(2, value.length), value);
  } else if (Array.isArray(value)) {
    out.push(header(4, value.length));
    for (const item of value) parts(item, out);
  } else {
    out.push(header(5, value.size));
    for (const [key, item] of value) {
      parts(key, out);
      parts(item, out);
    }
  }
}

export function encodeCbor(value: CborValue): Uint8Array {
  const out: Uint8Array[] = [];
  parts(value, out);
  const bytes = new Uint8Array(out.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const p of out) {
    bytes.set(p, offset);
    offset += p.length;
  }
  return bytes;
}
