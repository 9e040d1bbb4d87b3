import { base64urlEncode, utf8Encode } from '../../protocol/encoding.js';
import {
  REQUEST_SIGNATURE_COMPONENTS,
  REQUEST_SIGNATURE_LABEL,
  requestSignatureBase,
  SESSION_AUTH_SCHEME,
  serializeSignatureParams,
  sfBinary,
  targetUriOf,
} from '../../protocol/requestSignature.js';
import { randomBase64url } from '../crypto/randomBase64url.js';
import { sha256 } from '../crypto/sha256.js';
import { signP256 } from '../crypto/signP256.js';
import { KitError } from '../errors/kitError.js';
import type { WalletKit } from '../walletKit.js';

export interface SignRequestArgs {
  /** Absolute, or relative to the page (`location.href`) in a browser. */
  url: string | URL;
  /** Default `GET`. */
  method?: string;
  /** The exact bytes that will be sent (a string is sent as UTF-8); none for an empty body. */
  body?: string | Uint8Array | null;
}

/** The headers that prove who sends a request to the app's own backend; add them as they are. */
export type SignedRequestHeaders = {
  authorization: string;
  'content-digest': string;
  'signature-input': string;
  signature: string;
};

function resolveUrl(url: string | URL): URL {
  const base = (globalThis as { location?: { href?: string } }).location?.href;
  try {
    return new URL(url, base);
  } catch (cause) {
    throw new KitError('INVALID_ARGUMENT', 'signRequest needs an absolute URL outside a page', {
      details: { field: 'url' },
      cause,
    });
  }
}

/**
 * As `fetch` sends it (Fetch standard, "normalize a method"): the six standard names upper-cased.
 */
function normalizeMethod(method: string): string {
  const upper = method.toUpperCase();
  return /^(DELETE|GET|HEAD|OPTIONS|POST|PUT)$/.test(upper) ? upper : method;
}

/**
 * Signs a request to the app's own backend with the current session (RFC 9421, as
 * src/protocol/requestSignature.ts lays out): the session JWT in `Authorization`, the body's
 * SHA-256 in `Content-Digest` (RFC 9530), and an ECDSA P-256 signature by the session's
 * non-extractable key over the method, the target URI, that digest and the JWT, made now (the
 * service's time, `kit.clock`) with a fresh nonce. `embedded-wallet-kit/server` checks it and
 * answers who is calling. No session: `SESSION_MISSING`; an expired one: `SESSION_EXPIRED`.
 */
export async function signRequest(
  kit: WalletKit,
  args: SignRequestArgs,
): Promise<SignedRequestHeaders> {
  const url = resolveUrl(args.url);
  const key = await kit.session.currentKey();
  const session = kit.session.getSnapshot().session;
  if (session?.publicKey !== key.publicKey) {
    throw new KitError('SESSION_MISSING', 'the session changed while the request was signed');
  }
  const body =
    typeof args.body === 'string' ? utf8Encode(args.body) : (args.body ?? new Uint8Array());
  const contentDigest = `sha-256=${sfBinary(base64urlEncode(await sha256(body, kit.crypto)))}`;
  const authorization = `${SESSION_AUTH_SCHEME} ${session.token}`;
  const params = serializeSignatureParams({
    created: Math.floor(kit.clock.now() / 1000),
    keyid: key.publicKey,
    nonce: randomBase64url(16, kit.crypto),
  });
  const values: Record<(typeof REQUEST_SIGNATURE_COMPONENTS)[number], string> = {
    '@method': normalizeMethod(args.method ?? 'GET'),
    '@target-uri': targetUriOf(url),
    'content-digest': contentDigest,
    authorization,
  };
  const base = requestSignatureBase(
    REQUEST_SIGNATURE_COMPONENTS.map((name) => [name, values[name]] as const),
    params,
  );
  const signature = await signP256(key.keyPair.privateKey, utf8Encode(base), kit.crypto);
  return {
    authorization,
    'content-digest': contentDigest,
    'signature-input': `${REQUEST_SIGNATURE_LABEL}=${params}`,
    signature: `${REQUEST_SIGNATURE_LABEL}=${sfBinary(base64urlEncode(signature))}`,
  };
}
