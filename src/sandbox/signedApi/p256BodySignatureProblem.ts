import { createPublicKey, type KeyObject, verify } from 'node:crypto';
import { publicJwk } from '../enclave/p256Jwk.js';

// Parsing a public key is costlier than verifying with it; stamps reuse few keys.
const keyCache = new Map<string, KeyObject>();
const KEY_CACHE_LIMIT = 10_000;

function p256KeyObject(compressedHex: string): KeyObject | undefined {
  const cached = keyCache.get(compressedHex);
  if (cached) return cached;
  let jwk: ReturnType<typeof publicJwk>;
  try {
    jwk = publicJwk(compressedHex);
  } catch {
    return undefined;
  }
  const key = createPublicKey({ key: jwk, format: 'jwk' });
  if (keyCache.size >= KEY_CACHE_LIMIT) keyCache.clear();
  keyCache.set(compressedHex, key);
  return key;
}

/**
 * Why a P-256 signature over a body does not hold, or undefined when it verifies (wire-details,
 * "Stamps": ECDSA P-256 / SHA-256 over the exact body, DER hex, by a compressed key). One check
 * for `X-Stamp` and the signature inside `X-Stamp-Attested`.
 */
export function p256BodySignatureProblem(
  body: string,
  publicKey: string,
  signatureHex: string,
): string | undefined {
  if (!/^0[23][0-9a-f]{64}$/i.test(publicKey)) {
    return 'stamp public key is not a compressed P-256 key';
  }
  if (!/^(?:[0-9a-f]{2}){8,80}$/i.test(signatureHex)) return 'stamp signature is not DER hex';
  const key = p256KeyObject(publicKey.toLowerCase());
  try {
    if (key && verify('sha256', Buffer.from(body, 'utf8'), key, Buffer.from(signatureHex, 'hex'))) {
      return undefined;
    }
  } catch {
    // A malformed DER signature: it does not verify.
  }
  return 'stamp signature does not verify';
}
