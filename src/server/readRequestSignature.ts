import {
  type BareItem,
  type Dictionary,
  type InnerList,
  type Item,
  parseDictionary,
  serializeInnerList,
} from 'structured-headers';
import { REQUEST_SIGNATURE_ALG, REQUEST_SIGNATURE_TAG } from '../protocol/requestSignature.js';
import { SessionRefusal } from './sessionRefusal.js';

/**
 * One signature of a request, as `Signature-Input` and `Signature` carry it (RFC 9421 section 4).
 */
export interface RequestSignature {
  /** The covered components, in order (`"@method"`, `"content-digest"`, ...). */
  components: string[];
  /** The `@signature-params` value, serialized again (RFC 8941's canonical form). */
  signatureParams: string;
  created: number;
  expires?: number;
  keyid?: string;
  nonce: string;
  /** The raw `r||s` signature (RFC 9421 section 3.3.4). */
  signature: Uint8Array;
}

const malformed = (problem: string, cause?: unknown) =>
  new SessionRefusal('SIGNATURE_MALFORMED', problem, cause === undefined ? {} : { cause });

function dictionary(name: string, value: string): Dictionary {
  try {
    return parseDictionary(value);
  } catch (cause) {
    throw malformed(`${name} is not a structured-field dictionary (RFC 8941)`, cause);
  }
}

const isInnerList = (member: Item | InnerList): member is InnerList => Array.isArray(member[0]);

function stringParam(params: Map<string, BareItem>, key: string): string | undefined {
  const value = params.get(key);
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw malformed(`the signature's ${key} is not a string`);
  return value;
}

function integerParam(params: Map<string, BareItem>, key: string): number | undefined {
  const value = params.get(key);
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) {
    throw malformed(`the signature's ${key} is not an integer`);
  }
  return value;
}

/**
 * Reads the request's signature tagged `embedded-wallet-kit` (RFC 9421 section 2.3 `tag`; other
 * signatures of the request are left alone): its covered components, parameters and bytes.
 * Answers undefined when the request carries no such signature; a malformed one is refused
 * (`SIGNATURE_MALFORMED`), as is an `alg` other than `ecdsa-p256-sha256`, or one without `created`
 * or `nonce`, which freshness and replay checks need.
 */
export function readRequestSignature(headers: Headers): RequestSignature | undefined {
  const inputHeader = headers.get('signature-input');
  const signatureHeader = headers.get('signature');
  if (!inputHeader || !signatureHeader) return undefined;
  const inputs = dictionary('Signature-Input', inputHeader);
  const signatures = dictionary('Signature', signatureHeader);
  const found = [...inputs].find(
    ([, member]) => isInnerList(member) && member[1].get('tag') === REQUEST_SIGNATURE_TAG,
  );
  if (!found) return undefined;
  const [label, member] = found as [string, InnerList];
  const [items, params] = member;
  const components = items.map(([value, itemParams]) => {
    if (typeof value !== 'string' || itemParams.size > 0) {
      throw malformed('a covered component is not a plain component name');
    }
    return value;
  });
  const alg = stringParam(params, 'alg');
  if (alg !== undefined && alg !== REQUEST_SIGNATURE_ALG) {
    throw malformed(`the signature's alg is ${alg}, not ${REQUEST_SIGNATURE_ALG}`);
  }
  const created = integerParam(params, 'created');
  const nonce = stringParam(params, 'nonce');
  if (created === undefined || !nonce) throw malformed('the signature has no created or nonce');
  const bytes = signatures.get(label);
  if (!bytes || isInnerList(bytes) || !(bytes[0] instanceof ArrayBuffer)) {
    throw malformed(`Signature has no byte sequence for ${label}`);
  }
  const expires = integerParam(params, 'expires');
  const keyid = stringParam(params, 'keyid');
  return {
    components,
    signatureParams: serializeInnerList(member),
    created,
    nonce,
    signature: new Uint8Array(bytes[0]),
    ...(expires === undefined ? {} : { expires }),
    ...(keyid === undefined ? {} : { keyid }),
  };
}
