import type { PayloadEncoding, RawSignature } from 'embedded-wallet-kit/protocol';
import { authorization, signTyped } from 'micro-eth-signer';
import { SigningInputError } from './signingInputError.js';

/** The payload encodings whose signing hash the service computes from JSON. */
export type StructuredEncoding = Extract<
  PayloadEncoding,
  'PAYLOAD_ENCODING_EIP712' | 'PAYLOAD_ENCODING_EIP7702_AUTHORIZATION'
>;

const hex32 = (n: bigint): string => n.toString(16).padStart(64, '0');

function parseJsonObject(payload: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    throw new SigningInputError('payload', 'is not JSON');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new SigningInputError('payload', 'is not a JSON object');
  }
  return value as Record<string, unknown>;
}

/** A JSON integer as the production clients send it: a number, a decimal or a `0x` string. */
function readInteger(value: unknown, name: string): bigint {
  try {
    if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0)
      return BigInt(value);
    if (typeof value === 'string' && /^(0x[0-9a-fA-F]+|[0-9]+)$/.test(value)) return BigInt(value);
  } catch {}
  throw new SigningInputError('payload', `${name} is not a non-negative integer`);
}

/** EIP-712 v4's signing hash, `keccak256(0x19 0x01 ‖ domainSeparator ‖ hashStruct(message))`. */
function signTypedDataPayload(privateKey: Uint8Array, payload: string): string {
  const typed = parseJsonObject(payload);
  for (const key of ['types', 'primaryType', 'domain', 'message']) {
    if (!(key in typed)) throw new SigningInputError('payload', `typed data has no ${key}`);
  }
  try {
    // micro-eth-signer's `signTyped` (EIP-712 v4, the JSON-RPC `eth_signTypedData_v4` rules:
    // `types.EIP712Domain` when present, else the domain's own fields; integers as numbers or
    // strings; missing nested structs as zero). `false`: no extra entropy, RFC 6979's nonce.
    return signTyped(typed as never, privateKey, false);
  } catch (error) {
    throw new SigningInputError('payload', `typed data: ${(error as Error).message}`);
  }
}

/**
 * Signs a payload whose signing hash the service computes (production's `v1PayloadEncoding`),
 * with a secp256k1 key, answered as `sign_raw_payload` answers (`v` the recovery id, `00`/`01`):
 * - `PAYLOAD_ENCODING_EIP712`: the typed data as JSON `{types, primaryType, domain, message}`
 *   (what `@turnkey/viem` sends: viem's `serializeTypedData`), hashed per EIP-712 v4;
 * - `PAYLOAD_ENCODING_EIP7702_AUTHORIZATION`: `{chainId, address, nonce}` as JSON (what
 *   `@turnkey/viem`'s `signAuthorization` sends), hashed per EIP-7702:
 *   `keccak256(0x05 ‖ rlp([chainId, address, nonce]))`.
 * The hashing is micro-eth-signer's (on the @noble primitives the sandbox uses elsewhere):
 * the tests check each signature with viem, an independent implementation.
 */
export function signStructuredPayload(
  privateKey: Uint8Array,
  payload: string,
  encoding: StructuredEncoding,
): RawSignature {
  if (encoding === 'PAYLOAD_ENCODING_EIP712') {
    const signature = signTypedDataPayload(privateKey, payload);
    // `0x` ‖ r ‖ s ‖ (27 + recovery id).
    return {
      r: signature.slice(2, 66),
      s: signature.slice(66, 130),
      v: signature.slice(130) === '1b' ? '00' : '01',
    };
  }
  const request = parseJsonObject(payload);
  if (typeof request.address !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(request.address)) {
    throw new SigningInputError('payload', 'address is not a 20-byte 0x address');
  }
  const chainId = readInteger(request.chainId, 'chainId');
  const nonce = readInteger(request.nonce, 'nonce');
  let item: ReturnType<typeof authorization.sign>;
  try {
    item = authorization.sign({ chainId, address: request.address, nonce }, privateKey, false);
  } catch (error) {
    throw new SigningInputError('payload', `authorization: ${(error as Error).message}`);
  }
  return { r: hex32(item.r), s: hex32(item.s), v: item.yParity === 1 ? '01' : '00' };
}
