import { decodeRlp, encodeRlp, type RlpItem, readRlpInteger, rlpInteger } from './rlp.js';
import { SigningInputError } from './signingInputError.js';
import { signPayload } from './signPayload.js';

/**
 * The fields of each typed transaction before its signature: EIP-2930 (type 1), EIP-1559 (2),
 * EIP-4844 (3, the transaction itself, not the network wrapper with blobs), EIP-7702 (4).
 */
const TYPED_FIELDS: Readonly<Record<number, number>> = { 1: 8, 2: 9, 3: 11, 4: 10 };

const refuse = (why: string): never => {
  throw new SigningInputError('unsignedTransaction', why);
};

/**
 * Signs an unsigned Ethereum transaction in its canonical serialization and answers the signed
 * serialization, as production's `sign_transaction` with `TRANSACTION_TYPE_ETHEREUM` does:
 * - typed (EIP-2718): `type || rlp(fields)` signed over its keccak-256, answered as
 *   `type || rlp([...fields, yParity, r, s])`;
 * - legacy: `rlp([nonce, gasPrice, gas, to, value, data])` (v = 27 + recovery), or with EIP-155's
 *   `chainId, 0, 0` appended (v = chainId * 2 + 35 + recovery), answered with `v, r, s` in
 *   place of the last three.
 * ECDSA is RFC 6979 with low s (EIP-2), so the answer is the one every node accepts.
 */
export function signEthereumTransaction(privateKey: Uint8Array, unsigned: Uint8Array): Uint8Array {
  const first = unsigned[0] ?? refuse('is empty');
  if (first >= 0xc0) return signLegacy(privateKey, unsigned);
  const fieldCount = TYPED_FIELDS[first];
  if (fieldCount === undefined) {
    return refuse(
      `starts with 0x${first.toString(16).padStart(2, '0')}: neither an RLP list (legacy) nor a known EIP-2718 type (1 to 4)`,
    );
  }
  const fields = fieldsOf(decodeRlp(unsigned.subarray(1)), [fieldCount], `type ${first}`);
  readRlpInteger(fields[0], 'chainId');
  const { recovery, r, s } = sign(privateKey, unsigned);
  const signed = encodeRlp([...fields, rlpInteger(BigInt(recovery)), r, s]);
  return Uint8Array.of(first, ...signed);
}

function signLegacy(privateKey: Uint8Array, unsigned: Uint8Array): Uint8Array {
  const fields = fieldsOf(decodeRlp(unsigned), [6, 9], 'a legacy transaction');
  let v = 27n;
  if (fields.length === 9) {
    // EIP-155: the signing form ends in chainId, 0, 0.
    const chainId = readRlpInteger(fields[6], 'chainId');
    if (readRlpInteger(fields[7], 'r') !== 0n || readRlpInteger(fields[8], 's') !== 0n) {
      refuse('is already signed (EIP-155 signing form ends in chainId, 0, 0)');
    }
    v = chainId * 2n + 35n;
  }
  const { recovery, r, s } = sign(privateKey, unsigned);
  return encodeRlp([...fields.slice(0, 6), rlpInteger(v + BigInt(recovery)), r, s]);
}

function fieldsOf(item: RlpItem, counts: readonly number[], what: string): RlpItem[] {
  if (!Array.isArray(item)) return refuse(`${what} must be an RLP list`);
  if (!counts.includes(item.length)) {
    return refuse(
      `${what} has ${item.length} fields; unsigned it has ${counts.join(' or ')} (is it already signed?)`,
    );
  }
  return item;
}

/** ECDSA over the keccak-256 of `unsigned`, as `sign_raw_payload` signs (signPayload.ts). */
function sign(privateKey: Uint8Array, unsigned: Uint8Array) {
  const { r, s, v } = signPayload(
    'CURVE_SECP256K1',
    privateKey,
    unsigned,
    'HASH_FUNCTION_KECCAK256',
  );
  return {
    recovery: Number.parseInt(v, 16),
    r: rlpInteger(BigInt(`0x${r}`)),
    s: rlpInteger(BigInt(`0x${s}`)),
  };
}
