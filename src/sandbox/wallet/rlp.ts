import { SigningInputError } from './signingInputError.js';

/** An RLP item: a byte string or a list of items (Ethereum Yellow Paper, appendix B). */
export type RlpItem = Uint8Array | RlpItem[];

const refuse = (why: string): never => {
  throw new SigningInputError('unsignedTransaction', `is not a canonical RLP encoding: ${why}`);
};

/**
 * How deep lists may nest. A transaction is at most three deep (EIP-2930 and EIP-1559 access
 * lists: the transaction, its access list, an entry's storage keys; EIP-7702's authorization
 * list likewise); the limit leaves room and keeps the reader's recursion far from the stack's
 * end, so a 10,000-deep list is a typed refusal (400), not a stack overflow (500).
 */
export const MAX_RLP_DEPTH = 16;

/**
 * Reads exactly one RLP item from `bytes`, refusing every non-canonical form (a single byte
 * below 0x80 wrapped as a string, a long form for a short length, a length with leading zeros),
 * trailing bytes, and lists nested deeper than `MAX_RLP_DEPTH`: a signature must cover the bytes
 * the caller sent, so they must be the one encoding of what is signed.
 */
export function decodeRlp(bytes: Uint8Array): RlpItem {
  const [item, end] = readItem(bytes, 0, 0);
  if (end !== bytes.length) refuse(`${bytes.length - end} bytes after the item`);
  return item;
}

/** One item at `at`, inside `depth` lists. */
function readItem(bytes: Uint8Array, at: number, depth: number): [RlpItem, number] {
  const prefix = bytes[at] ?? refuse('it ends early');
  if (prefix < 0x80) return [bytes.subarray(at, at + 1), at + 1];
  const isList = prefix >= 0xc0;
  const base = isList ? 0xc0 : 0x80;
  let length = prefix - base;
  let start = at + 1;
  if (length > 55) {
    const lengthBytes = length - 55;
    if (bytes[start] === 0) refuse('a length with a leading zero');
    length = 0;
    for (let i = 0; i < lengthBytes; i++) {
      length = length * 256 + (bytes[start + i] ?? refuse('it ends early'));
    }
    if (length <= 55) refuse('the long form for a length under 56');
    start += lengthBytes;
  }
  const end = start + length;
  if (end > bytes.length) refuse('it ends early');
  if (!isList) {
    if (length === 1 && (bytes[start] as number) < 0x80) refuse('a single small byte wrapped');
    return [bytes.subarray(start, end), end];
  }
  if (depth === MAX_RLP_DEPTH) {
    throw new SigningInputError(
      'unsignedTransaction',
      `holds lists nested more than ${MAX_RLP_DEPTH} deep (a transaction nests 3)`,
    );
  }
  const items: RlpItem[] = [];
  for (let next = start; next < end; ) {
    const [item, after] = readItem(bytes.subarray(0, end), next, depth + 1);
    items.push(item);
    next = after;
  }
  return [items, end];
}

function header(length: number, base: number): Uint8Array {
  if (length <= 55) return Uint8Array.of(base + length);
  const digits: number[] = [];
  for (let n = length; n > 0; n = Math.floor(n / 256)) digits.unshift(n % 256);
  return Uint8Array.of(base + 55 + digits.length, ...digits);
}

/** The canonical RLP encoding of `item`. */
export function encodeRlp(item: RlpItem): Uint8Array {
  if (item instanceof Uint8Array) {
    if (item.length === 1 && (item[0] as number) < 0x80) return item;
    return concat([header(item.length, 0x80), item]);
  }
  const body = concat(item.map(encodeRlp));
  return concat([header(body.length, 0xc0), body]);
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** A non-negative integer as RLP carries it: big-endian, no leading zeros, zero empty. */
export function rlpInteger(n: bigint): Uint8Array {
  const bytes: number[] = [];
  for (let v = n; v > 0n; v >>= 8n) bytes.unshift(Number(v & 0xffn));
  return Uint8Array.from(bytes);
}

/** The integer an RLP byte string carries (leading zeros refused: not canonical). */
export function readRlpInteger(item: RlpItem | undefined, name: string): bigint {
  if (!(item instanceof Uint8Array)) return refuse(`${name} is not an integer`);
  if (item[0] === 0) refuse(`${name} has a leading zero`);
  return item.reduce((n, b) => (n << 8n) | BigInt(b), 0n);
}
