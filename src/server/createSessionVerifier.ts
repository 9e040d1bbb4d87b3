import { parseDictionary } from 'structured-headers';
import { asBuffer } from '../core/crypto/asBuffer.js';
import type { CryptoLike } from '../core/crypto/cryptoLike.js';
import { decompressPublicKey } from '../core/crypto/decompressPublicKey.js';
import { sha256 } from '../core/crypto/sha256.js';
import { productionTrustedKeys, type TrustedKeys } from '../core/crypto/trustedKeys.js';
import { type SessionJwtClaims, verifySessionJwt } from '../core/crypto/verifySessionJwt.js';
import { isKitError } from '../core/errors/isKitError.js';
import { KitError } from '../core/errors/kitError.js';
import { base64urlEncode, hexToBytes, utf8Encode } from '../protocol/encoding.js';
import {
  REQUEST_SIGNATURE_COMPONENTS,
  requestSignatureBase,
  SESSION_AUTH_SCHEME,
  targetUriOf,
} from '../protocol/requestSignature.js';
import { createMemoryReplayStore } from './createMemoryReplayStore.js';
import { type RequestSignature, readRequestSignature } from './readRequestSignature.js';
import type { ReplayStore } from './replayStore.js';
import type { SessionCaller } from './sessionCaller.js';
import { SessionRefusal } from './sessionRefusal.js';

export interface SessionVerifierOptions {
  /**
   * The app's own origin(s), as the browser calls them (`https://app.example`). A signature
   * covers the whole URL it was made for: one made for another site never verifies here. The
   * request's `Host` is not trusted for this (a proxy may rewrite it, a client may forge it).
   */
  origins: string | readonly string[];
  /**
   * The service keys to trust, chosen as the client's are: production's by default
   * (`productionTrustedKeys`), the sandbox's with `sandboxConfig(...).trustedKeys`. Only the
   * notarizer key is used: it signs session JWTs.
   */
  trustedKeys?: Pick<TrustedKeys, 'notarizer'>;
  /**
   * Whether a user of this organization may use the app. Required with production's keys: the
   * production notarizer signs the sessions of every app on the service, so a valid session
   * proves a user of the service, not of this app. Answer from your own records (the
   * sub-organizations your signups made), or ask the service with your parent organization's API
   * key. A sandbox's notarizer is its own, so there every session is of its organization.
   */
  acceptOrganization?: (
    organizationId: string,
    caller: SessionCaller,
  ) => boolean | Promise<boolean>;
  /**
   * Where accepted requests are remembered while they are fresh, so a replay is refused. Default:
   * `createMemoryReplayStore()`, which protects one process only (see there).
   */
  replayStore?: ReplayStore;
  /** How old a signature may be when it arrives. Default 60 s. */
  maxAgeSeconds?: number;
  /**
   * Allowance for clocks that differ (the browser signs with the service's time, as the kit
   * learns it): a signature up to this far in the future, or this much older than `maxAgeSeconds`,
   * and a JWT this long past its `exp`, are still accepted. Default 5 s.
   */
  clockToleranceSeconds?: number;
  /** Epoch ms. Default `Date.now`. */
  now?: () => number;
  crypto?: CryptoLike;
}

export interface VerifyOptions {
  /**
   * The body's bytes, when your framework has read the request's body already (Express with
   * `express.raw()`); otherwise the verifier reads a clone of `request`, which stays readable.
   */
  body?: Uint8Array | string;
}

/** Checks requests signed by `signRequest` / `createSignedFetch` (see `createSessionVerifier`). */
export interface SessionVerifier {
  /** Who sent `request`, or a `SessionRefusal` thrown (its `code` says why). */
  verify(request: Request, options?: VerifyOptions): Promise<SessionCaller>;
}

const refuse = (code: SessionRefusal['code'], message: string, details?: Record<string, unknown>) =>
  new SessionRefusal(code, message, details ? { details } : {});

function originsOf(origins: string | readonly string[]): string[] {
  const list = (typeof origins === 'string' ? [origins] : [...origins]).map((origin) => {
    const url = new URL(origin);
    if (url.origin === 'null' || url.href !== `${url.origin}/`) {
      throw new KitError('INVALID_ARGUMENT', `origins: ${origin} is not an origin`, {
        details: { field: 'origins' },
      });
    }
    return url.origin;
  });
  if (list.length === 0) {
    throw new KitError('INVALID_ARGUMENT', 'origins: name the origin your app is served from', {
      details: { field: 'origins' },
    });
  }
  return list;
}

/** The session JWT of `Authorization: EWK-Session <JWT>`, if the request carries one. */
function sessionToken(headers: Headers): string | undefined {
  const match = /^\s*(\S+)\s+(\S+)\s*$/.exec(headers.get('authorization') ?? '');
  return match && match[1]!.toLowerCase() === SESSION_AUTH_SCHEME.toLowerCase()
    ? match[2]
    : undefined;
}

/** The value of each covered component (RFC 9421 section 2) for this request at `origin`. */
function componentValues(
  signature: RequestSignature,
  request: Request,
  url: URL,
  origin: string,
): [string, string][] {
  const at = new URL(`${url.pathname}${url.search}`, origin);
  return signature.components.map((name) => {
    switch (name) {
      case '@method':
        return [name, request.method];
      case '@target-uri':
        return [name, targetUriOf(at)];
      case '@authority':
        return [name, at.host];
      case '@scheme':
        return [name, at.protocol.slice(0, -1)];
      case '@path':
        return [name, at.pathname];
      case '@query':
        return [name, at.search || '?'];
    }
    const value =
      name.startsWith('@') || name !== name.toLowerCase() ? null : request.headers.get(name);
    if (value === null) {
      throw refuse('SIGNATURE_MALFORMED', `the signature covers ${name}, which this request lacks`);
    }
    return [name, value.trim()];
  });
}

async function verifyJwt(
  token: string,
  notarizer: string,
  now: number,
  toleranceMs: number,
  crypto: CryptoLike,
): Promise<SessionJwtClaims> {
  try {
    // Past `exp` by less than the tolerance is still accepted: checked as of a moment earlier.
    return await verifySessionJwt(token, notarizer, now - toleranceMs, crypto);
  } catch (error) {
    if (isKitError(error, 'SESSION_EXPIRED')) {
      throw refuse('SESSION_EXPIRED', 'the session has expired', { ...error.details });
    }
    throw new SessionRefusal(
      'TOKEN_UNTRUSTED',
      'the session token is not one the pinned notarizer key signed',
      { cause: error },
    );
  }
}

async function importSessionKey(publicKey: string, crypto: CryptoLike): Promise<CryptoKey> {
  try {
    return await crypto.subtle.importKey(
      'raw',
      asBuffer(decompressPublicKey(hexToBytes(publicKey))),
      { name: 'ECDSA', namedCurve: 'P-256' },
      false,
      ['verify'],
    );
  } catch (cause) {
    throw new SessionRefusal('TOKEN_UNTRUSTED', 'the session key is not a P-256 key', { cause });
  }
}

/** The SHA-256 `Content-Digest` names (RFC 9530 section 2), base64url. */
function declaredDigest(headers: Headers): string {
  let sha: ArrayBuffer | undefined;
  try {
    const member = parseDictionary(headers.get('content-digest') ?? '').get('sha-256');
    if (member && member[0] instanceof ArrayBuffer) sha = member[0];
  } catch {
    // refused below
  }
  if (!sha) throw refuse('SIGNATURE_MALFORMED', 'Content-Digest has no sha-256 digest');
  return base64urlEncode(new Uint8Array(sha));
}

/**
 * Tells an app's backend who calls it (Node 20+ and edge runtimes; WebCrypto only). A request
 * from the kit's `signRequest` / `createSignedFetch` carries the session JWT and an RFC 9421
 * signature by the session's key; `verify` checks, in order: both are there; the signature is
 * fresh (`maxAgeSeconds`, `clockToleranceSeconds`); the JWT is signed by the pinned notarizer key
 * and not expired; the signature is by the JWT's `public_key` over this request's method, its
 * URL at one of `origins` (so a signature for another site or path is refused) and the JWT; the
 * body is the one signed (`Content-Digest`); the organization is accepted; and the request was
 * not seen before (`replayStore`). It answers the user, organization and session expiry, or
 * throws a `SessionRefusal` whose `code` names the first check that failed.
 */
export function createSessionVerifier(options: SessionVerifierOptions): SessionVerifier {
  const origins = originsOf(options.origins);
  const notarizer = options.trustedKeys?.notarizer ?? productionTrustedKeys.notarizer;
  if (notarizer === productionTrustedKeys.notarizer && !options.acceptOrganization) {
    throw new KitError(
      'INVALID_ARGUMENT',
      "acceptOrganization is required with production's keys: its notarizer signs every app's " +
        'sessions, so say which organizations are users of yours',
      { details: { field: 'acceptOrganization' } },
    );
  }
  const replayStore = options.replayStore ?? createMemoryReplayStore({ now: options.now });
  const maxAgeMs = (options.maxAgeSeconds ?? 60) * 1000;
  const toleranceMs = (options.clockToleranceSeconds ?? 5) * 1000;
  const now = options.now ?? Date.now;
  const crypto = options.crypto ?? globalThis.crypto;

  async function verify(request: Request, verifyOptions: VerifyOptions = {}) {
    const at = now();
    const token = sessionToken(request.headers);
    const signature = readRequestSignature(request.headers);
    if (!token || !signature) {
      throw refuse(
        'CREDENTIALS_MISSING',
        `the request carries no ${token ? 'signature by its session key' : `${SESSION_AUTH_SCHEME} session`}`,
      );
    }
    const missing = REQUEST_SIGNATURE_COMPONENTS.filter((c) => !signature.components.includes(c));
    if (missing.length > 0) {
      throw refuse('SIGNATURE_MALFORMED', `the signature does not cover ${missing.join(', ')}`);
    }
    const signedAt = signature.created * 1000;
    if (signedAt > at + toleranceMs) {
      throw refuse('FUTURE_REQUEST', 'the request is signed in the future', { signedAt, now: at });
    }
    const expiredAt = Math.min(
      signedAt + maxAgeMs,
      signature.expires === undefined ? Number.POSITIVE_INFINITY : signature.expires * 1000,
    );
    if (at > expiredAt + toleranceMs) {
      throw refuse('STALE_REQUEST', 'the request was signed too long ago', { signedAt, now: at });
    }
    const claims = await verifyJwt(token, notarizer, at, toleranceMs, crypto);
    if (
      signature.keyid !== undefined &&
      signature.keyid.toLowerCase() !== claims.public_key.toLowerCase()
    ) {
      throw refuse('KEY_MISMATCH', "the signature names another key than the session's");
    }
    const key = await importSessionKey(claims.public_key, crypto);
    const url = new URL(request.url);
    let base: string | undefined;
    for (const origin of origins) {
      const candidate = requestSignatureBase(
        componentValues(signature, request, url, origin),
        signature.signatureParams,
      );
      const verified =
        signature.signature.length === 64 &&
        (await crypto.subtle.verify(
          { name: 'ECDSA', hash: 'SHA-256' },
          key,
          asBuffer(signature.signature),
          asBuffer(utf8Encode(candidate)),
        ));
      if (verified) {
        base = candidate;
        break;
      }
    }
    if (base === undefined) {
      throw refuse(
        'INVALID_SIGNATURE',
        "the signature does not verify for this request by the session's key",
      );
    }
    const body =
      verifyOptions.body === undefined
        ? new Uint8Array(await request.clone().arrayBuffer())
        : typeof verifyOptions.body === 'string'
          ? utf8Encode(verifyOptions.body)
          : verifyOptions.body;
    if (declaredDigest(request.headers) !== base64urlEncode(await sha256(body, crypto))) {
      throw refuse('DIGEST_MISMATCH', 'the body is not the one signed');
    }
    const caller: SessionCaller = {
      userId: claims.user_id,
      organizationId: claims.organization_id,
      sessionExpiresAt: claims.exp * 1000,
      sessionType: claims.session_type,
      publicKey: claims.public_key,
      signedAt,
      claims,
    };
    if (
      options.acceptOrganization &&
      !(await options.acceptOrganization(caller.organizationId, caller))
    ) {
      throw refuse('FOREIGN_ORGANIZATION', 'this organization is not a user of this app', {
        organizationId: caller.organizationId,
      });
    }
    // The base, not the signature bytes: an ECDSA signature has a second valid form (r, n - s),
    // and a replayer could send that one.
    const id = base64urlEncode(await sha256(utf8Encode(base), crypto));
    let fresh: boolean;
    try {
      fresh = await replayStore.claim(id, expiredAt + toleranceMs);
    } catch (cause) {
      throw new SessionRefusal('REPLAY_CHECK_FAILED', 'the replay store failed', { cause });
    }
    if (!fresh) throw refuse('REPLAYED_REQUEST', 'this request was already received');
    return caller;
  }

  return { verify };
}
