import { concatBytes, utf8Encode } from '../../../protocol/encoding.js';

/**
 * A CBOR value as `readCbor` answers it: maps as `Map` (keys keep their type, as COSE header
 * labels and PCR indexes are integers), byte strings as `Uint8Array`.
 */
export type CborValue =
  | number
  | string
  | boolean
  | null
  | undefined
  | Uint8Array
  | CborValue[]
  | Map<number | string, CborValue>;

// RFC 9052 section 4.2: COSE_Sign1 may come tagged (18); no other tag has a meaning here.
const COSE_SIGN1_TAG = 18;
// Deeper than any attestation document nests (COSE_Sign1 > payload map > cabundle list).
const MAX_DEPTH = 8;
const BREAK = Symbol('break');

const malformed = (what: string) => new TypeError(`CBOR: ${what}`);
const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Decodes one CBOR item (RFC 8949) that fills `bytes` exactly, reading the subset an AWS Nitro
 * attestation document uses: unsigned and negative integers up to 2^53, definite byte and text
 * strings, definite and indefinite-length arrays and maps (AWS writes the payload map with an
 * indefinite length), tag 18 around the outermost item, false/true/null/undefined. Anything else
 * (floats, other tags, indefinite strings, duplicate or non-integer/text map keys, a truncated
 * or oversized item, trailing bytes, nesting deeper than 8) throws a TypeError. It reads the
 * bytes of a signed document before its signature is checked, so every length is bounded by what
 * is left of the input; nothing it answers is trusted until the signature verifies.
 */
export function readCbor(bytes: Uint8Array): CborValue {
  let offset = 0;

  const take = (length: number): Uint8Array => {
    if (length > bytes.length - offset) throw malformed('item runs past the end');
    const out = bytes.subarray(offset, offset + length);
    offset += length;
    return out;
  };

  // The argument of a head (RFC 8949 section 3): in the low 5 bits, or in the next 1/2/4/8 bytes.
  const argument = (info: number): number => {
    if (info < 24) return info;
    if (info > 27) throw malformed(`unsupported additional information ${info}`);
    const size = 1 << (info - 24);
    const field = take(size);
    let value = 0;
    for (let i = 0; i < size; i++) value = value * 256 + (field[i] as number);
    if (!Number.isSafeInteger(value)) throw malformed('integer beyond 2^53');
    return value;
  };

  const item = (depth: number, tagged: boolean): CborValue | typeof BREAK => {
    if (depth > MAX_DEPTH) throw malformed('nested too deeply');
    // Read in place: a document has hundreds of heads, each would otherwise be a subarray.
    if (offset >= bytes.length) throw malformed('item runs past the end');
    const head = bytes[offset++] as number;
    const major = head >> 5;
    const info = head & 0x1f;
    if (info === 31) {
      if (major === 7) return BREAK;
      if (major !== 4 && major !== 5) throw malformed('indefinite length for this type');
    }
    const count = info === 31 ? Number.POSITIVE_INFINITY : argument(info);
    switch (major) {
      case 0:
        return count;
      case 1:
        return -1 - count;
      case 2:
        return new Uint8Array(take(count));
      case 3:
        return utf8.decode(take(count));
      case 4: {
        const list: CborValue[] = [];
        for (let i = 0; i < count; i++) {
          const value = item(depth + 1, false);
          if (value === BREAK) {
            if (count !== Number.POSITIVE_INFINITY) throw malformed('break in a definite array');
            return list;
          }
          list.push(value);
        }
        return list;
      }
      case 5: {
        const map = new Map<number | string, CborValue>();
        for (let i = 0; i < count; i++) {
          const key = item(depth + 1, false);
          if (key === BREAK) {
            if (count !== Number.POSITIVE_INFINITY) throw malformed('break in a definite map');
            return map;
          }
          if (typeof key !== 'number' && typeof key !== 'string') {
            throw malformed('map key is not an integer or text');
          }
          if (map.has(key)) throw malformed('duplicate map key');
          const value = item(depth + 1, false);
          if (value === BREAK) throw malformed('map key without a value');
          map.set(key, value);
        }
        return map;
      }
      case 6: {
        if (!tagged || count !== COSE_SIGN1_TAG) throw malformed(`unexpected tag ${count}`);
        const value = item(depth + 1, false);
        if (value === BREAK) throw malformed('tag without a value');
        return value;
      }
      default: {
        const simple = [false, true, null, undefined][count - 20];
        if (info >= 24 || count < 20 || count > 23)
          throw malformed('float or unknown simple value');
        return simple;
      }
    }
  };

  const value = item(0, true);
  if (value === BREAK) throw malformed('break outside an indefinite item');
  if (offset !== bytes.length) throw malformed('trailing bytes');
  return value;
}

/** A byte-string head (RFC 8949 section 3.1, major type 2) with the shortest argument. */
function byteStringHead(length: number): number[] {
  if (length < 24) return [0x40 | length];
  if (length < 0x100) return [0x58, length];
  if (length < 0x10000) return [0x59, length >> 8, length & 0xff];
  return [0x5a, length >>> 24, (length >> 16) & 0xff, (length >> 8) & 0xff, length & 0xff];
}

/**
 * The COSE_Sign1 `Sig_structure` (RFC 9052 section 4.4) with empty external AAD:
 * `["Signature1", body_protected, h'', payload]`, deterministically encoded (RFC 8949 section
 * 4.2.1, shortest heads), the bytes an ES384 signature covers.
 */
export function sigStructure(protectedHeader: Uint8Array, payload: Uint8Array): Uint8Array {
  return concatBytes(
    // 0x84: an array of 4; 0x6a: a text of 10 bytes.
    new Uint8Array([0x84, 0x6a]),
    utf8Encode('Signature1'),
    new Uint8Array(byteStringHead(protectedHeader.length)),
    protectedHeader,
    // h'': the empty external AAD.
    new Uint8Array([0x40]),
    new Uint8Array(byteStringHead(payload.length)),
    payload,
  );
}
