/** One DER element (X.690): its identifier octet, its whole encoding and its contents. */
export interface DerElement {
  /** The identifier octet: class, constructed bit and tag number (low-tag-number form only). */
  tag: number;
  /** The element as encoded, identifier and length included. */
  encoded: Uint8Array;
  contents: Uint8Array;
}

const malformed = (what: string) => new TypeError(`DER: ${what}`);

/**
 * Splits DER bytes into the elements they hold, in order (X.690 section 8.1), checking what DER
 * requires of each header: a low tag number, a definite length in the fewest bytes (section
 * 10.1), and contents that stay within the input. Every byte is accounted for: the elements fill
 * `bytes` exactly. Throws a TypeError otherwise.
 */
export function readDer(bytes: Uint8Array): DerElement[] {
  const elements: DerElement[] = [];
  let offset = 0;
  while (offset < bytes.length) {
    const start = offset;
    const tag = bytes[offset++]!;
    // Tag numbers >= 31 take more identifier octets; no field a certificate check reads has one.
    if ((tag & 0x1f) === 0x1f) throw malformed('high tag number');
    if (offset >= bytes.length) throw malformed('no length');
    let length = bytes[offset++]!;
    if (length === 0x80) throw malformed('indefinite length');
    if (length > 0x80) {
      const size = length & 0x7f;
      // Four length bytes reach 4 GB, past anything that fits in memory here.
      if (size > 4 || size > bytes.length - offset) throw malformed('length runs past the end');
      length = 0;
      for (let i = 0; i < size; i++) length = length * 256 + bytes[offset++]!;
      // DER: the long form only past 127, and without leading zero bytes.
      if (length < 0x80 || length < 2 ** (8 * (size - 1))) throw malformed('non-minimal length');
    }
    if (length > bytes.length - offset) throw malformed('contents run past the end');
    offset += length;
    elements.push({
      tag,
      encoded: bytes.subarray(start, offset),
      contents: bytes.subarray(offset - length, offset),
    });
  }
  return elements;
}
