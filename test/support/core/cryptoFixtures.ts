/**
 * TEST-ONLY fixtures: sandbox-like enclave keys, signed envelopes, JWTs and app proofs made with
 * @noble/curves, an implementation independent of the WebCrypto code under test. Never imported
 * by library code (nor re-exported by any index), so never bundled.
 */
import { p256 } from '@noble/curves/nist.js';
import { sha256 } from '@noble/hashes/sha2.js';
import type { CryptoCheckError } from '../../../src/core/errors/cryptoCheckError.js';
import { base64urlEncode, bytesToHex, utf8Encode } from '../../../src/protocol/encoding.js';

export interface TestKey {
  secret: Uint8Array;
  secretHex: string;
  uncompressed: string;
  compressed: string;
}

export function testKey(): TestKey {
  const secret = p256.utils.randomSecretKey();
  return {
    secret,
    secretHex: bytesToHex(secret),
    uncompressed: bytesToHex(p256.getPublicKey(secret, false)),
    compressed: bytesToHex(p256.getPublicKey(secret, true)),
  };
}

/** `{enclaveQuorumPublic, dataSignature, data}` with a DER signature over sha256(data bytes). */
export function signEnvelope(key: TestKey, data: unknown): string {
  const dataBytes = utf8Encode(JSON.stringify(data));
  return JSON.stringify({
    enclaveQuorumPublic: key.uncompressed,
    dataSignature: bytesToHex(p256.sign(dataBytes, key.secret, { format: 'der' })),
    data: bytesToHex(dataBytes),
  });
}

/** ES256 compact JWT; `doubleHash` signs sha256(sha256(input)) as session JWTs do. */
export function signJwt(
  key: TestKey,
  claims: Record<string, unknown>,
  options: { doubleHash: boolean; header?: Record<string, unknown> },
): string {
  const header = options.header ?? { alg: 'ES256', typ: 'JWT' };
  const input = `${base64urlEncode(utf8Encode(JSON.stringify(header)))}.${base64urlEncode(
    utf8Encode(JSON.stringify(claims)),
  )}`;
  const digest = sha256(utf8Encode(input));
  const signed = options.doubleHash ? sha256(digest) : digest;
  const signature = p256.sign(signed, key.secret, { prehash: false });
  return `${input}.${base64urlEncode(signature)}`;
}

/** The error a promise rejects with; fails the test if it resolves. */
export function rejectionOf<E = CryptoCheckError>(promise: Promise<unknown>): Promise<E> {
  return promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (e: unknown) => e as E,
  );
}
