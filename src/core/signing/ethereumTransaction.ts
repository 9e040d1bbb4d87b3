import { bytesToHex, hexToBytes } from '../../protocol/encoding.js';
import { KitError } from '../errors/kitError.js';
import { type RlpItem, rlpDecode, rlpEncode } from './rlp.js';

/** What the confirmation needs of an unsigned Ethereum transaction. */
export interface EthereumTransactionFields {
  /** 0 legacy, 1 EIP-2930, 2 EIP-1559, 3 EIP-4844, 4 EIP-7702. */
  type: number;
  /** Absent for a legacy transaction without EIP-155 replay protection. */
  chainId?: bigint;
  /** `0x` + 40 hex digits, lower case; absent for a contract creation. */
  to?: string;
  value: bigint;
  data: Uint8Array;
  gas: bigint;
  /** `gasPrice`, or `maxFeePerGas` for EIP-1559 and later. */
  maxFeePerGas: bigint;
  /** EIP-4844's blob gas price cap, and the blobs' count. */
  blobs?: { maxFeePerBlobGas: bigint; count: number };
  /** EIP-7702's authorization list length. */
  authorizations?: number;
}

const refuse = (why: string): never => {
  throw new KitError('INVALID_ARGUMENT', `Not an unsigned Ethereum transaction: ${why}`);
};

const bytesOf = (item: RlpItem | undefined, name: string): Uint8Array =>
  item instanceof Uint8Array ? item : refuse(`${name} is not a byte string`);

const listOf = (item: RlpItem | undefined, name: string): RlpItem[] =>
  Array.isArray(item) ? item : refuse(`${name} is not a list`);

function integer(item: RlpItem | undefined, name: string): bigint {
  const bytes = bytesOf(item, name);
  if (bytes.length > 32) refuse(`${name} is over 32 bytes`);
  return bytes.length === 0 ? 0n : BigInt(`0x${bytesToHex(bytes)}`);
}

function recipient(item: RlpItem | undefined): string | undefined {
  const bytes = bytesOf(item, 'to');
  if (bytes.length === 0) return undefined;
  if (bytes.length !== 20) refuse('to is not 20 bytes');
  return `0x${bytesToHex(bytes)}`;
}

/** The field lists of each typed transaction, after `chainId` and `nonce` (EIP-2718 payloads). */
const TYPED_FIELDS: Record<number, number> = { 1: 8, 2: 9, 3: 11, 4: 10 };

/**
 * Reads an unsigned Ethereum transaction (legacy, with or without EIP-155, or EIP-2718 types 1
 * to 4: the types the sandbox and production sign) for its confirmation: chain, recipient,
 * amount, calldata, fee caps. Anything else is `INVALID_ARGUMENT`.
 */
export function parseEthereumTransaction(serialized: Uint8Array): EthereumTransactionFields {
  const first = serialized[0] ?? refuse('it is empty');
  if (first >= 0xc0) {
    const fields = listOf(rlpDecode(serialized), 'the transaction');
    if (fields.length !== 6 && fields.length !== 9) refuse('a legacy one has 6 or 9 fields');
    return {
      type: 0,
      ...(fields.length === 9 ? { chainId: integer(fields[6], 'chainId') } : {}),
      maxFeePerGas: integer(fields[1], 'gasPrice'),
      gas: integer(fields[2], 'gas'),
      ...optionalTo(fields[3]),
      value: integer(fields[4], 'value'),
      data: bytesOf(fields[5], 'data'),
    };
  }
  const count = TYPED_FIELDS[first] ?? refuse(`type ${first} is not one the service signs`);
  const fields = listOf(rlpDecode(serialized.subarray(1)), 'the transaction');
  if (fields.length !== count) refuse(`a type ${first} transaction has ${count} fields`);
  const legacyFee = first === 1;
  const fee = legacyFee ? 2 : 3;
  return {
    type: first,
    chainId: integer(fields[0], 'chainId'),
    maxFeePerGas: integer(fields[fee], legacyFee ? 'gasPrice' : 'maxFeePerGas'),
    gas: integer(fields[fee + 1], 'gas'),
    ...optionalTo(fields[fee + 2]),
    value: integer(fields[fee + 3], 'value'),
    data: bytesOf(fields[fee + 4], 'data'),
    ...(first === 3
      ? {
          blobs: {
            maxFeePerBlobGas: integer(fields[9], 'maxFeePerBlobGas'),
            count: listOf(fields[10], 'blobVersionedHashes').length,
          },
        }
      : {}),
    ...(first === 4 ? { authorizations: listOf(fields[9], 'authorizationList').length } : {}),
  };
}

function optionalTo(item: RlpItem | undefined): { to?: string } {
  const to = recipient(item);
  return to === undefined ? {} : { to };
}

/** An unsigned EIP-1559 transaction's fields, for `serializeEip1559Transaction`. */
export interface Eip1559Fields {
  chainId: bigint;
  nonce: bigint;
  maxPriorityFeePerGas: bigint;
  maxFeePerGas: bigint;
  gas: bigint;
  /** `0x` + 40 hex digits; absent for a contract creation. */
  to?: string;
  value: bigint;
  data: Uint8Array;
}

/** A non-negative integer as RLP wants it: big-endian, no leading zero bytes, 0 as empty. */
function integerBytes(n: bigint): Uint8Array {
  if (n < 0n) throw new KitError('INVALID_ARGUMENT', 'Transaction integers are not negative');
  if (n === 0n) return new Uint8Array();
  const hex = n.toString(16);
  return hexToBytes(hex.length % 2 ? `0${hex}` : hex);
}

/**
 * The unsigned EIP-1559 transaction `sign_transaction` takes: `0x02 ‖ rlp([chainId, nonce,
 * maxPriorityFeePerGas, maxFeePerGas, gas, to, value, data, accessList])` (EIP-1559, with an
 * empty access list).
 */
export function serializeEip1559Transaction(tx: Eip1559Fields): Uint8Array {
  const to = tx.to === undefined ? new Uint8Array() : hexToBytes(tx.to.slice(2));
  if (to.length !== 0 && to.length !== 20) refuse('to is not a 20-byte address');
  const body = rlpEncode([
    integerBytes(tx.chainId),
    integerBytes(tx.nonce),
    integerBytes(tx.maxPriorityFeePerGas),
    integerBytes(tx.maxFeePerGas),
    integerBytes(tx.gas),
    to,
    integerBytes(tx.value),
    tx.data,
    [],
  ]);
  const out = new Uint8Array(body.length + 1);
  out[0] = 2;
  out.set(body, 1);
  return out;
}
