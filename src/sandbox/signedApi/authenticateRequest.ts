import { createHash, hash } from 'node:crypto';
import { verifyAuthenticationResponse } from '@simplewebauthn/server';
import {
  ATTESTED_STAMP_HEADER,
  STAMP_HEADER,
  WEBAUTHN_STAMP_HEADER,
} from 'embedded-wallet-kit/protocol';
import {
  base64urlEncode,
  bytesToHex,
  decodeApiKeyStamp,
  decodeWebAuthnStamp,
  PRODUCTION_ERROR_TEXT,
  utf8Encode,
} from 'embedded-wallet-kit/protocol/internal';
import type { SandboxContext } from '../sandboxContext.js';
import { ServiceError } from '../serviceError.js';
import { expectedWebAuthnOrigins } from '../webauthn/expectedWebAuthnOrigins.js';
import { toAuthenticationResponse } from '../webauthn/toAuthenticationResponse.js';
import type { Caller } from './caller.js';
import { p256BodySignatureProblem } from './p256BodySignatureProblem.js';
import { verifyAttestedStamp } from './verifyAttestedStamp.js';
import { curveOfScheme, isWalletStampScheme, verifyWalletStamp } from './verifyWalletStamp.js';

type VerifiedStamp = { publicKey: string; scheme: string; signature: string };

// Signatures that verified, by stamp header and body digest. Whether a signature verifies is a
// fact about (key, body, signature) alone, so remembering it never admits anything a fresh check
// would refuse: the key's registration, expiry and organisation are still looked up on every
// request, so a deleted or expired key is refused at once. It saves the ECDSA verification
// (the bulk of a query's cost) when a client re-sends the same stamped body, as pollers do.
const verifiedStamps = new Map<string, VerifiedStamp>();
const VERIFIED_STAMPS_LIMIT = 4096;

function rememberVerified(cacheKey: string, stamp: VerifiedStamp): void {
  if (verifiedStamps.size >= VERIFIED_STAMPS_LIMIT) {
    // Oldest first (Map keeps insertion order): a bounded FIFO is enough for a dev server.
    const oldest = verifiedStamps.keys().next().value;
    if (oldest !== undefined) verifiedStamps.delete(oldest);
  }
  verifiedStamps.set(cacheKey, stamp);
}

/**
 * `X-Stamp` (wire-details, "Stamps"): ECDSA P-256 over SHA-256 of the exact body bytes,
 * DER signature hex. Verified with OpenSSL through node:crypto: the same check as
 * `p256.verify(fromDER(sig), sha256(body), publicKey)` (high-S signatures included, as OpenSSL
 * and the production stamper's Node runtime produce them), several times faster.
 */
function verifyApiKeyStamp(body: string, header: string): VerifiedStamp {
  const cacheKey = `${hash('sha256', body, 'base64')} ${header}`;
  const known = verifiedStamps.get(cacheKey);
  if (known) return known;
  const stamp = decodeApiKeyStamp(header);
  if (!stamp) throw ServiceError.unauthenticated('malformed X-Stamp header');
  if (isWalletStampScheme(stamp.scheme)) {
    // External wallets (wire-details, "External wallets"): secp256k1 EIP-191 or Ed25519.
    const verified = verifyWalletStamp({ ...stamp, scheme: stamp.scheme }, body);
    rememberVerified(cacheKey, verified);
    return verified;
  }
  if (stamp.scheme !== 'SIGNATURE_SCHEME_TK_API_P256') {
    throw ServiceError.unauthenticated(
      `unsupported stamp scheme ${(stamp.scheme as string).slice(0, 64)}`,
    );
  }
  const problem = p256BodySignatureProblem(body, stamp.publicKey, stamp.signature);
  if (problem) throw ServiceError.unauthenticated(problem);
  const verified = {
    publicKey: stamp.publicKey.toLowerCase(),
    scheme: stamp.scheme,
    signature: stamp.signature,
  };
  rememberVerified(cacheKey, verified);
  return verified;
}

/** The WebAuthn challenge of a stamp: UTF-8 of the lowercase hex of sha256(body). */
export function webAuthnChallengeFor(body: string): string {
  const digestHex = createHash('sha256').update(body, 'utf8').digest('hex');
  return base64urlEncode(utf8Encode(digestHex));
}

async function verifyWebAuthnStamp(
  ctx: SandboxContext,
  body: string,
  header: string,
): Promise<Caller> {
  const stamp = decodeWebAuthnStamp(header);
  if (!stamp) throw ServiceError.unauthenticated('malformed X-Stamp-WebAuthn header');
  const authenticator = ctx.store.findOne('authenticator', 'credentialId', stamp.credentialId);
  if (!authenticator) throw ServiceError.unauthenticated('unknown passkey credential');
  let verified = false;
  let newCounter = authenticator.counter;
  try {
    const result = await verifyAuthenticationResponse({
      response: toAuthenticationResponse(stamp),
      expectedChallenge: webAuthnChallengeFor(body),
      expectedOrigin: expectedWebAuthnOrigins(ctx.settings, stamp.clientDataJson),
      expectedRPID: ctx.settings.rpId,
      requireUserVerification: false,
      credential: {
        id: authenticator.credentialId,
        publicKey: Uint8Array.from(Buffer.from(authenticator.credentialPublicKey, 'base64url')),
        counter: authenticator.counter,
      },
    });
    verified = result.verified;
    newCounter = result.authenticationInfo.newCounter;
  } catch {
    verified = false;
  }
  if (!verified) throw ServiceError.unauthenticated('passkey stamp does not verify');
  if (newCounter > authenticator.counter) {
    ctx.store.update('authenticator', {
      ...authenticator,
      counter: newCounter,
      updatedAtMs: ctx.now(),
    });
  }
  return {
    userId: authenticator.userId,
    organizationId: authenticator.organizationId,
    publicKey: authenticator.credentialPublicKey,
    scheme: 'SIGNATURE_SCHEME_TK_API_P256_WEBAUTHN',
    signature: stamp.signature,
    authenticator,
  };
}

/**
 * Authenticates a signed-API request by its stamp (spec "Authentication"): no stamp, a bad
 * signature, or an unknown or expired key answer 401. Authorisation against the body's
 * `organizationId` is the caller's job, once the body is validated.
 */
export async function authenticateRequest(
  ctx: SandboxContext,
  headers: Headers,
  body: string,
): Promise<Caller> {
  return authenticateStamp(ctx, (name) => headers.get(name), body);
}

const API_STAMP_NAME = STAMP_HEADER.toLowerCase();
const WEBAUTHN_STAMP_NAME = WEBAUTHN_STAMP_HEADER.toLowerCase();
const ATTESTED_STAMP_NAME = ATTESTED_STAMP_HEADER.toLowerCase();

/**
 * `authenticateRequest` on a header getter (lowercase names). An `X-Stamp` is checked
 * synchronously (node:crypto verifies synchronously), so a query stamped with an API key runs
 * without a turn of the event loop; only a passkey stamp answers a promise.
 */
export function authenticateStamp(
  ctx: SandboxContext,
  header: (name: string) => string | null,
  body: string,
): Caller | Promise<Caller> {
  const apiStamp = header(API_STAMP_NAME);
  const webAuthnStamp = header(WEBAUTHN_STAMP_NAME);
  const attestedStamp = header(ATTESTED_STAMP_NAME);
  if ([apiStamp, webAuthnStamp, attestedStamp].filter(Boolean).length > 1) {
    throw ServiceError.unauthenticated('send one stamp, not two');
  }
  if (attestedStamp) return verifyAttestedStamp(ctx, body, attestedStamp);
  if (webAuthnStamp) return verifyWebAuthnStamp(ctx, body, webAuthnStamp);
  if (!apiStamp) throw ServiceError.unauthenticated('missing X-Stamp or X-Stamp-WebAuthn header');
  const stamp = verifyApiKeyStamp(body, apiStamp);
  // Looked up on every request, verified signature or not: a deleted or expired key is refused
  // at once.
  const credential = ctx.store.findOne('credential', 'publicKey', stamp.publicKey);
  // Worded as production words them: its client maps both to SESSION_EXPIRED.
  if (!credential) throw ServiceError.unauthenticated(PRODUCTION_ERROR_TEXT.publicKeyNotFound);
  if (credential.expiresAtMs !== undefined && credential.expiresAtMs <= ctx.now()) {
    throw ServiceError.unauthenticated(`${PRODUCTION_ERROR_TEXT.expiredApiKey} ${stamp.publicKey}`);
  }
  // A key signs only with its own curve's scheme (a compressed P-256 and secp256k1 key look
  // alike in hex).
  if (credential.curveType !== curveOfScheme(stamp.scheme)) {
    throw ServiceError.unauthenticated('API key is not registered for this stamp scheme');
  }
  return {
    userId: credential.userId,
    organizationId: credential.organizationId,
    ...stamp,
    credential,
  };
}

export const fingerprintOf = (body: string): string =>
  `sha256:${createHash('sha256').update(body, 'utf8').digest('hex')}`;

export const sha256Hex = (bytes: Uint8Array): string =>
  bytesToHex(createHash('sha256').update(bytes).digest());
