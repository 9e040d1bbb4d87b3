/**
 * A request to an app's own backend, signed with the session key: RFC 9421 (HTTP Message
 * Signatures) with `ecdsa-p256-sha256`, covering the method, the target URI, the body's digest
 * (RFC 9530 `Content-Digest`, `sha-256`) and the session JWT, which travels in `Authorization`.
 * The kit's `signRequest` writes it and `embedded-wallet-kit/server` checks it; both build the
 * signature base here, so the two cannot drift.
 *
 * Why not a bearer JWT alone: whoever sees one can replay it. Why a scheme of our own rather
 * than `Bearer` (RFC 6750): a backend's generic bearer check would accept the token without its
 * signature, as RFC 9449 (DPoP) reasons for its own `DPoP` scheme.
 */

/** `Authorization: EWK-Session <session JWT>` (RFC 9110 section 11.6.2). */
export const SESSION_AUTH_SCHEME = 'EWK-Session';
/** RFC 9421 section 2.3 `tag`: marks the signature the server entry checks among others. */
export const REQUEST_SIGNATURE_TAG = 'embedded-wallet-kit';
/** The signature's label in `Signature-Input` and `Signature` (any label is accepted). */
export const REQUEST_SIGNATURE_LABEL = 'ewk';
/** RFC 9421 section 3.3.4: ECDSA P-256 over SHA-256, the signature raw `r||s` (64 bytes). */
export const REQUEST_SIGNATURE_ALG = 'ecdsa-p256-sha256';
/**
 * What every signature covers, in this order (RFC 9421 section 2): the method, the whole target
 * URI (so a signature for one origin or path is worth nothing on another), the body's digest and
 * the session JWT.
 */
export const REQUEST_SIGNATURE_COMPONENTS = [
  '@method',
  '@target-uri',
  'content-digest',
  'authorization',
] as const;

/** RFC 9421 section 2.3's parameters as the kit sends them. */
export interface RequestSignatureParams {
  /** Epoch seconds when the signature was made. */
  created: number;
  /** The session key, compressed P-256 hex (the JWT's `public_key`). */
  keyid: string;
  /** Random, base64url: two requests never share a signature base, so a replay is recognised. */
  nonce: string;
}

/** RFC 8941 section 3.3.3: printable ASCII only; `"` and `\` escaped. */
function sfString(value: string): string {
  if (!/^[\x20-\x7e]*$/.test(value)) throw new TypeError('not a structured-field string');
  return `"${value.replace(/[\\"]/g, '\\$&')}"`;
}

/**
 * The `@signature-params` value (RFC 9421 section 2.3) and `Signature-Input` member: the covered
 * components as an inner list of strings, then `created`, `keyid`, `alg`, `nonce` and `tag`,
 * serialized as RFC 8941 section 4.1.1.1 does.
 */
export function serializeSignatureParams(params: RequestSignatureParams): string {
  if (!Number.isSafeInteger(params.created) || params.created < 0) {
    throw new TypeError('created is not an integer number of seconds');
  }
  const components = REQUEST_SIGNATURE_COMPONENTS.map(sfString).join(' ');
  return (
    `(${components});created=${params.created};keyid=${sfString(params.keyid)}` +
    `;alg=${sfString(REQUEST_SIGNATURE_ALG)};nonce=${sfString(params.nonce)}` +
    `;tag=${sfString(REQUEST_SIGNATURE_TAG)}`
  );
}

/**
 * The signature base (RFC 9421 section 2.5): one `"<component>": <value>` line per covered
 * component, in the order covered, then the `@signature-params` line; joined by LF, no trailing
 * newline. Values are given as derived (section 2.1: header values trimmed).
 */
export function requestSignatureBase(
  components: readonly (readonly [name: string, value: string])[],
  signatureParams: string,
): string {
  for (const [name, value] of components) {
    if (/[\r\n]/.test(value) || /[\r\n"]/.test(name)) {
      throw new TypeError(`component ${JSON.stringify(name)} cannot be signed`);
    }
  }
  return [
    ...components.map(([name, value]) => `"${name}": ${value}`),
    `"@signature-params": ${signatureParams}`,
  ].join('\n');
}

/**
 * `@target-uri` (RFC 9421 section 2.2.2): the absolute URI the request is for, without its
 * fragment, as the WHATWG URL parser normalises it on both sides.
 */
export function targetUriOf(url: URL): string {
  return `${url.origin}${url.pathname}${url.search}`;
}

/** A byte sequence as RFC 8941 section 3.3.5 writes it: standard base64, padded, in colons. */
export function sfBinary(base64url: string): string {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  return `:${base64}${'='.repeat((4 - (base64.length % 4)) % 4)}:`;
}
