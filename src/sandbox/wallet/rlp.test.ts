import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import { decodeRlp, encodeRlp, type RlpItem, readRlpInteger, rlpInteger } from './rlp.js';

const text = (s: string) => utf8ToBytes(s);

/** The examples of the Ethereum Yellow Paper (appendix B) and ethereum.org's RLP page. */
const VECTORS: [string, RlpItem, string][] = [
  ['"dog"', text('dog'), '83646f67'],
  ['["cat", "dog"]', [text('cat'), text('dog')], 'c88363617483646f67'],
  ['the empty string', new Uint8Array(), '80'],
  ['the empty list', [], 'c0'],
  ['the integer 0', rlpInteger(0n), '80'],
  ['the byte 0x00', Uint8Array.of(0), '00'],
  ['the integer 15', rlpInteger(15n), '0f'],
  ['the integer 1024', rlpInteger(1024n), '820400'],
  ['[ [], [[]], [ [], [[]] ] ]', [[], [[]], [[], [[]]]], 'c7c0c1c0c3c0c1c0'],
  [
    'a 56-byte string',
    text('Lorem ipsum dolor sit amet, consectetur adipisicing elit'),
    `b838${bytesToHex(text('Lorem ipsum dolor sit amet, consectetur adipisicing elit'))}`,
  ],
];

describe('RLP', () => {
  it.each(VECTORS)('encodes and decodes %s', (_, item, hex) => {
    expect(bytesToHex(encodeRlp(item))).toBe(hex);
    expect(decodeRlp(hexToBytes(hex))).toEqual(item);
  });

  it('round-trips a long list (the length in two bytes)', () => {
    const item = Array.from({ length: 300 }, (_, i) => rlpInteger(BigInt(i)));
    const bytes = encodeRlp(item);
    expect(bytes[0]).toBe(0xf9);
    expect(decodeRlp(bytes)).toEqual(item);
  });

  it.each([
    ['a small byte wrapped as a string', '8105'],
    ['the long form for a short string', 'b80161'],
    ['a length with a leading zero', 'b90038'],
    ['trailing bytes', '8000'],
    ['a string running past the end', '83646f'],
    ['a list item running past its list', 'c28363'],
    ['nothing', ''],
  ])('refuses %s', (_, hex) => {
    expect(() => decodeRlp(hexToBytes(hex))).toThrow(/canonical RLP/);
  });

  it('reads integers, refusing leading zeros and lists', () => {
    expect(readRlpInteger(hexToBytes('0400'), 'n')).toBe(1024n);
    expect(readRlpInteger(new Uint8Array(), 'n')).toBe(0n);
    expect(() => readRlpInteger(hexToBytes('0004'), 'n')).toThrow(/leading zero/);
    expect(() => readRlpInteger([], 'n')).toThrow(/not an integer/);
  });
});
