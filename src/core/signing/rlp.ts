import { KitError } from '../errors/kitError.js';

/** An RLP item: a byte string or a list of items (Ethereum Yellow Paper, appendix B). */
export type RlpItem = Uint8Array | RlpItem[];

function lengthBytes(length: number): number[] {
  const out: number[] = [];
  for (let n = length; n > 0; n = Math.floor(n / 256)) out.unshift(n % 256);
  return out;
}

function header(length: number, short: number, long: number): number[] {
  if (length < 56) return [short + length];
  const bytes = lengthBytes(length);
  return [long + bytes.length, ...bytes];
}

/** RLP encoding (Yellow Paper, appendix B). */
export function rlpEncode(item: RlpItem): Uint8Array {
  if (item instanceof Uint8Array) {
    if (item.length === 1 && (item[0] as number) < 0x80) return item;
    return new Uint8Array([...header(item.length, 0x80, 0xb7), ...item]);
  }
  const parts = item.map(rlpEncode);
  const length = parts.reduce((sum, p) => sum + p.length, 0);
  const head = header(length, 0xc0, 0xf7);
  const out = new Uint8Array(head.length + length);
  out.set(head);
  let at = head.length;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

const malformed = (why: string): never => {
  throw new KitError('INVALID_ARGUMENT', `The transaction is not valid RLP: ${why}`);
};

function readLength(bytes: Uint8Array, at: number, size: number): number {
  if (size > 4) malformed('a length over 4 GiB');
  if (bytes[at] === 0) malformed('a length with a leading zero');
  let length = 0;
  for (let i = 0; i < size; i++) length = length * 256 + (bytes[at + i] ?? malformed('truncated'));
  if (length < 56) malformed('a long form for a short length');
  return length;
}

function decodeAt(bytes: Uint8Array, at: number): [RlpItem, number] {
  const first = bytes[at] ?? malformed('truncated');
  if (first < 0x80) return [bytes.subarray(at, at + 1), at + 1];
  const list = first >= 0xc0;
  const base = list ? 0xc0 : 0x80;
  let start: number;
  let length: number;
  if (first - base < 56) {
    start = at + 1;
    length = first - base;
  } else {
    const size = first - base - 55;
    start = at + 1 + size;
    length = readLength(bytes, at + 1, size);
  }
  const end = start + length;
  if (end > bytes.length) malformed('truncated');
  if (!list) {
    if (length === 1 && (bytes[start] as number) < 0x80) malformed('a single byte encoded long');
    return [bytes.subarray(start, end), end];
  }
  const items: RlpItem[] = [];
  for (let cursor = start; cursor < end; ) {
    const [item, next] = decodeAt(bytes, cursor);
    items.push(item);
    cursor = next;
  }
  return [items, end];
}

/** Decodes one RLP item that spans all of `bytes` (canonical encodings only). */
export function rlpDecode(bytes: Uint8Array): RlpItem {
  const [item, end] = decodeAt(bytes, 0);
  if (end !== bytes.length) malformed('bytes after the item');
  return item;
}
