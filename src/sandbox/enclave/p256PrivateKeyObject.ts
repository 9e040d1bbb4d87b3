import { createECDH, createPrivateKey, type KeyObject } from 'node:crypto';
import { base64urlEncode } from 'embedded-wallet-kit/protocol/internal';
import { privateKeyBytes } from './parseP256Key.js';

/** Enough for a sandbox's long-lived keys; ephemeral ones pass through and are evicted first. */
const CACHE_LIMIT = 64;
const cache = new Map<string, KeyObject>();

/**
 * The Node `KeyObject` of a hex P-256 private key, for OpenSSL's ECDSA (tens of times faster
 * than pure-JS signing). Parsed once per key: the enclave keys sign on every login, and a parsed
 * key is immutable. The scalar is range-checked first (`EnclaveError('INVALID_KEY')`); the
 * public half is computed from it, so the pair is consistent by construction.
 */
export function p256PrivateKeyObject(privateKeyHex: string): KeyObject {
  const cached = cache.get(privateKeyHex);
  if (cached) return cached;
  const scalar = privateKeyBytes(privateKeyHex);
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(scalar);
  const point = ecdh.getPublicKey();
  const key = createPrivateKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: base64urlEncode(point.subarray(1, 33)),
      y: base64urlEncode(point.subarray(33, 65)),
      d: base64urlEncode(scalar),
    },
    format: 'jwk',
  });
  scalar.fill(0);
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  cache.set(privateKeyHex, key);
  return key;
}
