/**
 * Compact-JWS plumbing shared by the two token kinds (wire-details, "Tokens"). Internal to the
 * enclave: the signing rules themselves live in the sign/verify files.
 */
import {
  base64urlDecode,
  base64urlEncode,
  parseJson,
  utf8Decode,
  utf8Encode,
} from 'embedded-wallet-kit/protocol/internal';
import { EnclaveError } from './enclaveError.js';

/**
 * JSON whose base64url has no `-` or `_`, so clients that decode JWT payloads with a bare `atob`
 * read it (wire-details, "Tokens": "keep the payload's base64url free of -/_").
 *
 * Why escaping is enough: for ASCII input (bytes <= 0x7f) the first three sextets of each 3-byte
 * group are at most 31, 55 and 61, so only the last one, `b2 & 63`, can reach 62 (`-`) or 63
 * (`_`), and only when b2 is `>` `?` `~` or DEL. JSON.stringify emits those (and non-ASCII) only
 * inside strings, where `\uXXXX` is an equivalent spelling (RFC 8259, section 7). Escaping them
 * and all non-ASCII code units makes the text pure ASCII without those four bytes, whatever their
 * position, and every JSON parser reads back the same claims. A side effect: `atob` then yields
 * the exact JSON text even for non-ASCII claim values.
 */
export function atobSafeJson(value: object): string {
  return JSON.stringify(value).replace(/[>?~\u007f-\uffff]/g, (c) => {
    return `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
  });
}

/** base64url (no padding) of the UTF-8 bytes of a JSON text. */
export const encodeSegment = (json: string): string => base64urlEncode(utf8Encode(json));

export interface JwtParts {
  /** `header.payload` exactly as received: the signing input. */
  signingInput: string;
  header: Record<string, unknown>;
  payload: Record<string, unknown>;
  signature: Uint8Array;
}

const SEGMENT = /^[A-Za-z0-9_-]+$/;

function decodeObject(segment: string, name: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = parseJson(utf8Decode(base64urlDecode(segment)));
  } catch {
    value = undefined;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new EnclaveError('MALFORMED', `JWT ${name} is not a base64url JSON object`);
  }
  return value as Record<string, unknown>;
}

/** Splits a compact JWS strictly (three base64url segments, RFC 7515 section 7.1). */
export function splitJwt(token: string): JwtParts {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts.every((p) => SEGMENT.test(p))) {
    throw new EnclaveError('MALFORMED', 'not a compact JWT');
  }
  const [headerB64, payloadB64, signatureB64] = parts as [string, string, string];
  return {
    signingInput: `${headerB64}.${payloadB64}`,
    header: decodeObject(headerB64, 'header'),
    payload: decodeObject(payloadB64, 'payload'),
    signature: base64urlDecode(signatureB64),
  };
}
