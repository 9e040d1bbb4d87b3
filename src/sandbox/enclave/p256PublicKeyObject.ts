import { createPublicKey, type KeyObject } from 'node:crypto';
import { publicJwk } from './p256Jwk.js';

/** Pinned and per-user keys repeat; a flood of fresh ones only evicts the oldest. */
const CACHE_LIMIT = 256;
const cache = new Map<string, KeyObject>();

/**
 * The Node `KeyObject` of a hex P-256 public key (compressed or uncompressed), for OpenSSL's
 * ECDSA verify. `publicJwk` checks the point first (on the curve, not the identity, else
 * `EnclaveError('INVALID_KEY')`). Parsed once per key: a parsed public key is immutable, and
 * the pinned enclave keys are checked on every login.
 */
export function p256PublicKeyObject(publicKeyHex: string): KeyObject {
  const id = publicKeyHex.toLowerCase();
  const cached = cache.get(id);
  if (cached) return cached;
  const key = createPublicKey({ key: publicJwk(id), format: 'jwk' });
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  cache.set(id, key);
  return key;
}
