/** The signed API's stamp formats (wire-details, "Stamps"). */
import { base64urlDecode, base64urlEncode, parseJson, utf8Decode, utf8Encode } from './encoding.js';
import type { StampScheme } from './enums.js';

export const STAMP_HEADER = 'X-Stamp';
/** Clients spell it `X-Stamp-Webauthn`; header names are case-insensitive. */
export const WEBAUTHN_STAMP_HEADER = 'X-Stamp-Webauthn';
export const PROXY_CONFIG_HEADER = 'X-Auth-Proxy-Config-ID';
/** wire-details, "Attested stamps": the production client's login stamp (`stamp_login` only). */
export const ATTESTED_STAMP_HEADER = 'X-Stamp-Attested';

/**
 * Request headers the production clients (`@turnkey/core`, `@turnkey/http`) send besides the
 * stamps: their version on every signed-API call, a captcha token on some proxy calls. Browsers
 * preflight them cross-origin, so CORS must name them (header names are case-insensitive).
 */
export const CLIENT_VERSION_HEADER = 'X-Client-Version';
export const CAPTCHA_TOKEN_HEADER = 'X-Captcha-Token';

export interface ApiKeyStamp {
  /** Compressed SEC1 P-256 public key, hex. */
  publicKey: string;
  scheme: StampScheme;
  /** DER-encoded ECDSA signature over sha256(body), hex. */
  signature: string;
}

/** `X-Stamp`: base64url (no padding) of the JSON, keys in this order. */
export function encodeApiKeyStamp(stamp: ApiKeyStamp): string {
  const json = JSON.stringify({
    publicKey: stamp.publicKey,
    scheme: stamp.scheme,
    signature: stamp.signature,
  });
  return base64urlEncode(utf8Encode(json));
}

/** Parses an `X-Stamp` value; undefined when it is not a well-formed stamp. */
export function decodeApiKeyStamp(value: string): ApiKeyStamp | undefined {
  let parsed: unknown;
  try {
    parsed = parseJson(utf8Decode(base64urlDecode(value)));
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null) return undefined;
  const { publicKey, scheme, signature } = parsed as Record<string, unknown>;
  if (
    typeof publicKey !== 'string' ||
    typeof scheme !== 'string' ||
    typeof signature !== 'string'
  ) {
    return undefined;
  }
  return { publicKey, scheme: scheme as StampScheme, signature };
}

/** wire-details, "Attested stamps": the two ways a token attests the stamping key. */
export const ATTESTED_STAMP_SCHEMES = [
  'STAMP_ATTESTED_SCHEME_P256_VERIFICATION_TOKEN',
  'STAMP_ATTESTED_SCHEME_P256_OIDC',
] as const;
export type AttestedStampScheme = (typeof ATTESTED_STAMP_SCHEMES)[number];

/**
 * `X-Stamp-Attested`: an `X-Stamp`-like P-256 signature over the body by `publicKey`, plus the
 * token that vouches for that key (a verification token whose `public_key` is it, or an OIDC
 * token whose `nonce` is hex(sha256(it))).
 */
export interface AttestedStamp {
  publicKeyAttestation: string;
  scheme: AttestedStampScheme;
  /** Compressed SEC1 P-256 public key, hex. */
  publicKey: string;
  /** DER ECDSA signature, hex. */
  signature: string;
}

/** base64url (no padding) of the JSON, fields in the production client's order. */
export const encodeAttestedStamp = (stamp: AttestedStamp): string =>
  base64urlEncode(
    utf8Encode(
      JSON.stringify({
        publicKeyAttestation: stamp.publicKeyAttestation,
        scheme: stamp.scheme,
        publicKey: stamp.publicKey,
        signature: stamp.signature,
      }),
    ),
  );

/** Parses an `X-Stamp-Attested` value; undefined when it is not one. */
export function decodeAttestedStamp(value: string): AttestedStamp | undefined {
  let parsed: unknown;
  try {
    parsed = parseJson(utf8Decode(base64urlDecode(value)));
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null) return undefined;
  const { publicKeyAttestation, scheme, publicKey, signature } = parsed as Record<string, unknown>;
  if (
    typeof publicKeyAttestation !== 'string' ||
    typeof publicKey !== 'string' ||
    typeof signature !== 'string' ||
    !ATTESTED_STAMP_SCHEMES.includes(scheme as AttestedStampScheme)
  ) {
    return undefined;
  }
  return { publicKeyAttestation, scheme: scheme as AttestedStampScheme, publicKey, signature };
}
