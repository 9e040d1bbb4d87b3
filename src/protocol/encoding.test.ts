import { Buffer } from 'node:buffer';
import { describe, expect, it } from 'vitest';
import {
  base64urlDecode,
  base64urlEncode,
  bytesToHex,
  EncodingError,
  hexToBytes,
} from './encoding.js';

// Node's Buffer is the reference the hand-sized codecs are checked against.
const samples = [0, 1, 2, 3, 4, 5, 31, 32, 33, 64, 255, 256, 1000, 4099].map((length) =>
  Uint8Array.from({ length }, (_, i) => (i * 151 + length * 7) & 0xff),
);
const everyByte = Uint8Array.from({ length: 256 }, (_, i) => i);

describe('hex', () => {
  it('writes every byte as two lower-case digits', () => {
    expect(bytesToHex(everyByte)).toBe(Buffer.from(everyByte).toString('hex'));
    for (const bytes of samples) expect(bytesToHex(bytes)).toBe(Buffer.from(bytes).toString('hex'));
  });

  it('reads lower- and upper-case digits back', () => {
    for (const bytes of [everyByte, ...samples]) {
      const hex = Buffer.from(bytes).toString('hex');
      expect(hexToBytes(hex)).toEqual(bytes);
      expect(hexToBytes(hex.toUpperCase())).toEqual(bytes);
    }
  });

  it.each([
    ['an odd number of digits', 'abc'],
    ['a letter past f', '0g'],
    ['a sign', '+1'],
    ['a space', 'ab cd'],
    ['a prefix', '0x12'],
    ['a non-ASCII digit', '１２'],
    ['a character whose low byte is a digit', '\u0130\u0131'],
  ])('refuses %s', (_, hex) => {
    expect(() => hexToBytes(hex)).toThrow(EncodingError);
  });
});

describe('base64url', () => {
  it('encodes without padding, as RFC 4648 section 5 spells it', () => {
    for (const bytes of [everyByte, ...samples]) {
      expect(base64urlEncode(bytes)).toBe(Buffer.from(bytes).toString('base64url'));
    }
  });

  it('decodes base64url and standard base64, padded or not', () => {
    for (const bytes of [everyByte, ...samples]) {
      const url = Buffer.from(bytes).toString('base64url');
      const standard = Buffer.from(bytes).toString('base64');
      expect(base64urlDecode(url)).toEqual(bytes);
      expect(base64urlDecode(standard)).toEqual(bytes);
      expect(base64urlDecode(standard.replace(/=+$/, ''))).toEqual(bytes);
    }
  });

  it.each([
    ['a length no encoding has', 'QUJDR'],
    ['a character of neither alphabet', 'QU*D'],
    ['padding inside', 'QQ==QUJD'],
    ['whitespace', 'QUJD RA'],
    ['a non-ASCII character', 'QUJ\u00e9'],
    ['a character whose low byte is a letter', 'QUJ\u0141'],
  ])('refuses %s', (_, text) => {
    expect(() => base64urlDecode(text)).toThrow(EncodingError);
  });
});
