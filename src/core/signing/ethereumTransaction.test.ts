/**
 * The kit's RLP and its reading of unsigned Ethereum transactions, against viem (an independent
 * implementation): random transactions of every type viem serializes read back field by field;
 * the kit's EIP-1559 serialization is viem's byte for byte; random bytes never throw anything but
 * `INVALID_ARGUMENT` (fast-check).
 */
import fc from 'fast-check';
import { type Hex, parseTransaction, serializeTransaction, toRlp } from 'viem';
import { describe, expect, it } from 'vitest';
import { bytesToHex, hexToBytes } from '../../protocol/encoding.js';
import { isKitError } from '../errors/isKitError.js';
import { parseEthereumTransaction, serializeEip1559Transaction } from './ethereumTransaction.js';
import { type RlpItem, rlpDecode, rlpEncode } from './rlp.js';

const address = fc
  .uint8Array({ minLength: 20, maxLength: 20 })
  .map((b) => `0x${bytesToHex(b)}` as Hex);
const uint = (max: bigint) => fc.bigInt({ min: 0n, max });
const data = fc.uint8Array({ maxLength: 80 }).map((b) => `0x${bytesToHex(b)}` as Hex);
const common = {
  chainId: fc.integer({ min: 1, max: 2 ** 40 }),
  nonce: fc.integer({ min: 0, max: 2 ** 31 }),
  gas: uint(2n ** 64n),
  to: fc.option(address, { nil: undefined }),
  value: uint(2n ** 200n),
  data,
};

const unhex = (hex: string) => hexToBytes(hex.slice(2));
/** viem refuses a tip above the fee cap: the cap is the tip plus something. */
const capAboveTip = <T extends { maxFeePerGas: bigint; maxPriorityFeePerGas: bigint }>(
  t: T,
): T => ({
  ...t,
  maxFeePerGas: t.maxFeePerGas + t.maxPriorityFeePerGas,
});

describe('parseEthereumTransaction', () => {
  it('reads what viem serializes: legacy, EIP-2930, EIP-1559, EIP-7702', () => {
    const tx = fc.oneof(
      fc.record({ type: fc.constant('legacy' as const), gasPrice: uint(2n ** 80n), ...common }),
      fc.record({
        type: fc.constant('eip2930' as const),
        gasPrice: uint(2n ** 80n),
        accessList: fc.constant([]),
        ...common,
      }),
      fc
        .record({
          type: fc.constant('eip1559' as const),
          maxFeePerGas: uint(2n ** 80n),
          maxPriorityFeePerGas: uint(2n ** 40n),
          ...common,
        })
        .map(capAboveTip),
      fc
        .record({
          type: fc.constant('eip7702' as const),
          maxFeePerGas: uint(2n ** 80n),
          maxPriorityFeePerGas: uint(2n ** 40n),
          ...common,
          to: address,
          authorizationList: fc.constant([
            {
              address: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC' as Hex,
              chainId: 1,
              nonce: 0,
              r: `0x${'11'.repeat(32)}` as Hex,
              s: `0x${'22'.repeat(32)}` as Hex,
              yParity: 0,
            },
          ]),
        })
        .map(capAboveTip),
    );
    fc.assert(
      fc.property(tx, (t) => {
        const parsed = parseEthereumTransaction(unhex(serializeTransaction(t as never)));
        expect(parsed.chainId).toBe(BigInt(t.chainId));
        expect(parsed.to).toBe(t.to?.toLowerCase());
        expect(parsed.value).toBe(t.value);
        expect(`0x${bytesToHex(parsed.data)}`).toBe(t.data);
        expect(parsed.gas).toBe(t.gas);
        expect(parsed.maxFeePerGas).toBe('gasPrice' in t ? t.gasPrice : t.maxFeePerGas);
        expect(parsed.authorizations).toBe(t.type === 'eip7702' ? 1 : undefined);
      }),
      { numRuns: 200 },
    );
  });

  it('serializes EIP-1559 exactly as viem does, and viem parses it back', () => {
    fc.assert(
      fc.property(
        fc
          .record({
            chainId: fc.integer({ min: 1, max: 2 ** 40 }),
            nonce: fc.integer({ min: 0, max: 2 ** 31 }),
            maxFeePerGas: uint(2n ** 80n),
            maxPriorityFeePerGas: uint(2n ** 40n),
            gas: uint(2n ** 64n),
            to: fc.option(address, { nil: undefined }),
            value: uint(2n ** 200n),
            data,
          })
          .map(capAboveTip),
        (t) => {
          const ours = serializeEip1559Transaction({
            ...t,
            chainId: BigInt(t.chainId),
            nonce: BigInt(t.nonce),
            data: unhex(t.data),
          });
          const viems = serializeTransaction({ ...t, type: 'eip1559' });
          expect(`0x${bytesToHex(ours)}`).toBe(viems);
          expect(parseTransaction(viems).value).toBe(t.value === 0n ? undefined : t.value);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('refuses random bytes with INVALID_ARGUMENT only, never anything else', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 120 }), (bytes) => {
        try {
          parseEthereumTransaction(bytes);
        } catch (error) {
          expect(isKitError(error) && error.code).toBe('INVALID_ARGUMENT');
        }
      }),
      { numRuns: 2000 },
    );
  });
});

describe('rlp', () => {
  const item: fc.Arbitrary<RlpItem> = fc.letrec<{ item: RlpItem }>((tie) => ({
    item: fc.oneof(
      { depthSize: 'small' },
      fc.uint8Array({ maxLength: 70 }),
      fc.array(tie('item'), { maxLength: 5 }),
    ),
  })).item;
  const toViem = (i: RlpItem): unknown =>
    i instanceof Uint8Array ? (`0x${bytesToHex(i)}` as Hex) : i.map(toViem);

  it("encodes as viem's toRlp does, and decodes its own encoding back", () => {
    fc.assert(
      fc.property(item, (i) => {
        const encoded = rlpEncode(i);
        expect(`0x${bytesToHex(encoded)}`).toBe(toRlp(toViem(i) as Hex));
        expect(rlpDecode(encoded)).toEqual(i);
      }),
      { numRuns: 300 },
    );
  });

  it("knows the Yellow Paper's examples", () => {
    const text = (s: string) => new TextEncoder().encode(s);
    expect(bytesToHex(rlpEncode(text('dog')))).toBe('83646f67');
    expect(bytesToHex(rlpEncode([text('cat'), text('dog')]))).toBe('c88363617483646f67');
    expect(bytesToHex(rlpEncode(new Uint8Array()))).toBe('80');
    expect(bytesToHex(rlpEncode([]))).toBe('c0');
    expect(bytesToHex(rlpEncode([[], [[]], [[], [[]]]]))).toBe('c7c0c1c0c3c0c1c0');
  });
});
