/**
 * TEST-ONLY fixtures: sandbox-like enclave keys, signed envelopes, JWTs and app proofs made with
 * @noble/curves, an implementation independent of the WebCrypto code under test. Never imported
 * by library code (nor re-exported by any index), so never bundled.
 */
import { p256 } from '@noble/curves/nist.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { base64urlEncode, bytesToHex, utf8Encode } from '../../protocol/encoding.js';
import type { AppProof, BootProof } from '../../protocol/records.js';
import type { CryptoCheckError } from '../errors/cryptoCheckError.js';

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

export interface AppProofFixture {
  root: TestKey;
  encryption: TestKey;
  signing: TestKey;
  bootProof: BootProof;
  proof: AppProof;
  payload: string;
  expected: { organizationId: string; walletId: string; address: string; derivationPath: string };
}

/** Signs a proof payload by `signing` (raw r||s hex over sha256(utf8(payload))). */
export function signProofPayload(signing: TestKey, payload: string): string {
  return bytesToHex(p256.sign(utf8Encode(payload), signing.secret));
}

/** A sandbox-style boot proof and an address-derivation app proof by its ephemeral key. */
export function appProofFixture(
  overrides: { payloadClaims?: Record<string, string> } = {},
): AppProofFixture {
  const root = testKey();
  const encryption = testKey();
  const signing = testKey();
  const ephemeralPublicKey = encryption.uncompressed + signing.uncompressed;
  const expected = {
    organizationId: 'org-1',
    walletId: 'wallet-1',
    derivationPath: "m/44'/60'/0'/0/0",
    address: '0x52908400098527886E0F7030069857D2E4169EE7',
  };
  const payload = JSON.stringify({
    type: 'APP_PROOF_TYPE_ADDRESS_DERIVATION',
    timestampMs: '1767225600000',
    addressDerivationProof: { ...expected, ...overrides.payloadClaims },
  });
  return {
    root,
    encryption,
    signing,
    payload,
    expected,
    bootProof: {
      scheme: 'SANDBOX_BOOT_PROOF_P256',
      ephemeralPublicKey,
      signature: bytesToHex(p256.sign(utf8Encode(ephemeralPublicKey), root.secret)),
      createdAt: { seconds: '1767225600', nanos: '0' },
    },
    proof: {
      scheme: 'SIGNATURE_SCHEME_EPHEMERAL_KEY_P256',
      publicKey: ephemeralPublicKey,
      proofPayload: payload,
      signature: signProofPayload(signing, payload),
    },
  };
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
