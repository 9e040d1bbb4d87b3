import { KitError } from '../errors/kitError.js';
import type { ReadableField, SigningRequest } from './signingRequest.js';

/** One field of an EIP-712 struct type. */
export interface TypedDataField {
  name: string;
  type: string;
}

/**
 * EIP-712 typed data as `eth_signTypedData_v4` and viem take it. Integers may be numbers,
 * bigints or strings; `types.EIP712Domain` may be left out (the kit derives it from `domain`).
 */
export interface TypedData {
  domain: {
    name?: string;
    version?: string;
    chainId?: number | bigint | string;
    verifyingContract?: string;
    salt?: string;
  };
  types: Record<string, readonly TypedDataField[]>;
  primaryType: string;
  message: Record<string, unknown>;
}

/** EIP-712's domain fields, in the order its `EIP712Domain` type lists them. */
const DOMAIN_FIELDS: readonly TypedDataField[] = [
  { name: 'name', type: 'string' },
  { name: 'version', type: 'string' },
  { name: 'chainId', type: 'uint256' },
  { name: 'verifyingContract', type: 'address' },
  { name: 'salt', type: 'bytes32' },
];

/**
 * The JSON `sign_raw_payload` carries with `PAYLOAD_ENCODING_EIP712` (what `@turnkey/viem`
 * sends: `{domain, message, primaryType, types}`), bigints as decimal strings, and
 * `types.EIP712Domain` derived from the domain's fields when the caller left it out (as viem's
 * `signTypedData` does), so the service hashes the domain the app meant. The service computes
 * the EIP-712 hash: the kit carries no EIP-712 encoder.
 */
export function serializeTypedData(typedData: TypedData): string {
  const { domain, types, primaryType, message } = typedData;
  if (!types[primaryType] && primaryType !== 'EIP712Domain') {
    throw new KitError('INVALID_ARGUMENT', `primaryType ${primaryType} is not in types`);
  }
  const domainType =
    types.EIP712Domain ??
    DOMAIN_FIELDS.filter((f) => domain[f.name as keyof typeof domain] !== undefined);
  return JSON.stringify(
    { domain, message, primaryType, types: { ...types, EIP712Domain: domainType } },
    (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value),
  );
}

const text = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : typeof value === 'bigint' || typeof value === 'number' || typeof value === 'boolean'
      ? String(value)
      : (JSON.stringify(value) ?? '');

/** A struct's fields, in its type's order, nested ones one `depth` deeper. */
function fieldsOf(
  types: TypedData['types'],
  type: string,
  value: unknown,
  depth: number,
  out: ReadableField[],
): void {
  for (const field of types[type] ?? []) {
    const fieldValue = (value as Record<string, unknown> | undefined)?.[field.name];
    const item = /^(.*)\[[0-9]*\]$/.exec(field.type)?.[1];
    if (types[field.type]) {
      out.push({ name: field.name, value: '', depth });
      fieldsOf(types, field.type, fieldValue, depth + 1, out);
    } else if (item !== undefined && Array.isArray(fieldValue)) {
      out.push({
        name: field.name,
        value: types[item] ? '' : fieldValue.map(text).join(', '),
        depth,
      });
      if (types[item]) {
        fieldValue.forEach((element, i) => {
          out.push({ name: `${field.name}[${i}]`, value: '', depth: depth + 1 });
          fieldsOf(types, item, element, depth + 2, out);
        });
      }
    } else {
      out.push({ name: field.name, value: text(fieldValue), depth });
    }
  }
}

/** The confirmation of typed data: its domain, then the message's fields in order. */
export function describeTypedData(
  typedData: TypedData,
  account: SigningRequest['account'],
): Extract<SigningRequest, { kind: 'typedData' }> {
  const { domain } = typedData;
  const fields: ReadableField[] = [];
  fieldsOf(typedData.types, typedData.primaryType, typedData.message, 0, fields);
  return {
    kind: 'typedData',
    account,
    domain: {
      ...(domain.name === undefined ? {} : { name: domain.name }),
      ...(domain.version === undefined ? {} : { version: domain.version }),
      ...(domain.chainId === undefined ? {} : { chainId: String(domain.chainId) }),
      ...(domain.verifyingContract === undefined
        ? {}
        : { verifyingContract: domain.verifyingContract }),
    },
    primaryType: typedData.primaryType,
    fields,
  };
}
