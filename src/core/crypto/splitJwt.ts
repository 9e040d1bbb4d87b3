import { base64urlDecode, parseJson, utf8Decode, utf8Encode } from '../../protocol/encoding.js';
import { CryptoCheckError } from '../errors/cryptoCheckError.js';

export interface JwtParts {
  header: Record<string, unknown>;
  claims: Record<string, unknown>;
  /** ASCII bytes of `header.payload` as sent (RFC 7515 section 5.2 signing input). */
  signingInput: Uint8Array;
  signature: Uint8Array;
}

const decodePart = (part: string): Record<string, unknown> => {
  const value = parseJson(utf8Decode(base64urlDecode(part)));
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new TypeError('JWT part is not a JSON object');
  }
  return value as Record<string, unknown>;
};

/** Splits a compact JWS (RFC 7515 section 7.1) into its decoded parts; no verification. */
export function splitJwt(token: string): JwtParts {
  const parts = token.split('.');
  try {
    if (parts.length !== 3) throw new TypeError('a JWT has three parts');
    const [header, payload, signature] = parts as [string, string, string];
    return {
      header: decodePart(header),
      claims: decodePart(payload),
      signingInput: utf8Encode(`${header}.${payload}`),
      signature: base64urlDecode(signature),
    };
  } catch (cause) {
    throw new CryptoCheckError('MALFORMED_TOKEN', 'token is not a well-formed JWT', { cause });
  }
}
