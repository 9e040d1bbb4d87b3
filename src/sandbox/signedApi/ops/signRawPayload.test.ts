import { ed25519 } from '@noble/curves/ed25519.js';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { base58 } from '@scure/base';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activityShapeIssues,
  addTestOrganization,
  createTestSandbox,
  devRecords,
  errorFields,
  submit,
} from '../../../../test/support/sandbox/index.js';
import type { Sandbox } from '../../createSandbox.js';
import type { PrivateKeyRecord } from './opsRecords.js';

/**
 * Known-answer checks with an independent library (@noble/curves, @noble/hashes, @scure/base):
 * each signature verifies under the seeded wallet account's ADDRESS, recovered or decoded from
 * it, not under a key the sandbox reports.
 */
let sandbox: Sandbox;
let ethAddress: string;
let solAddress: string;

beforeAll(async () => {
  sandbox = await createTestSandbox();
  [ethAddress, solAddress] = sandbox.bootstrap.seed.walletAddresses as [string, string];
});
afterAll(() => sandbox.close());

/** The Ethereum address (lower case) of the key that made `{r, s, v}` over `digest`. */
function recoverAddress(sig: { r: string; s: string; v: string }, digest: Uint8Array): string {
  const recovered = hexToBytes(`${sig.v}${sig.r}${sig.s}`);
  const point = secp256k1.Signature.fromBytes(recovered, 'recovered').recoverPublicKey(digest);
  return `0x${bytesToHex(keccak_256(point.toBytes(false).subarray(1)).subarray(12))}`;
}

const sign = (parameters: Record<string, unknown>, options = {}) =>
  submit(sandbox, 'sign_raw_payload', parameters as never, options);

describe('sign_raw_payload', () => {
  it('signs hex with keccak256 as the production client sends it; the signature recovers to the address', async () => {
    const parameters = {
      signWith: ethAddress,
      payload: `0x${bytesToHex(utf8ToBytes('hello sandbox'))}`,
      encoding: 'PAYLOAD_ENCODING_HEXADECIMAL',
      hashFunction: 'HASH_FUNCTION_KECCAK256',
    };
    const out = await sign(parameters);
    expect(out.status).toBe(200);
    expect(activityShapeIssues(out.response, 'sign_raw_payload', parameters)).toEqual([]);
    expect(out.response!.activity.type).toBe('ACTIVITY_TYPE_SIGN_RAW_PAYLOAD_V2');
    expect(Object.keys(out.response!.activity.intent)).toEqual(['signRawPayloadIntentV2']);
    const sig = out.result!;
    expect(sig).toEqual({
      r: expect.stringMatching(/^[0-9a-f]{64}$/),
      s: expect.stringMatching(/^[0-9a-f]{64}$/),
      v: expect.stringMatching(/^0[01]$/),
    });
    const digest = keccak_256(utf8ToBytes('hello sandbox'));
    expect(recoverAddress(sig, digest)).toBe(ethAddress.toLowerCase());
    // Low-s (EIP-2), as Ethereum requires.
    expect(BigInt(`0x${sig.s}`) <= secp256k1.Point.Fn.ORDER / 2n).toBe(true);
  });

  it('signs an EIP-191 personal message the way wallets verify it', async () => {
    const message = 'Sign in to the sandbox';
    const prefixed = utf8ToBytes(`\x19Ethereum Signed Message:\n${message.length}${message}`);
    const out = await sign({
      signWith: ethAddress.toLowerCase(),
      payload: bytesToHex(prefixed),
      encoding: 'PAYLOAD_ENCODING_HEXADECIMAL',
      hashFunction: 'HASH_FUNCTION_KECCAK256',
    });
    expect(out.status).toBe(200);
    expect(recoverAddress(out.result!, keccak_256(prefixed))).toBe(ethAddress.toLowerCase());
  });

  it('signs UTF-8 text with SHA-256, and a prepared digest with NO_OP', async () => {
    const text = await sign({
      signWith: ethAddress,
      payload: 'grüße',
      encoding: 'PAYLOAD_ENCODING_TEXT_UTF8',
      hashFunction: 'HASH_FUNCTION_SHA256',
    });
    expect(recoverAddress(text.result!, sha256(utf8ToBytes('grüße')))).toBe(
      ethAddress.toLowerCase(),
    );
    const digest = keccak_256(utf8ToBytes('any preimage'));
    const noOp = await sign({
      signWith: ethAddress,
      payload: bytesToHex(digest),
      encoding: 'PAYLOAD_ENCODING_HEXADECIMAL',
      hashFunction: 'HASH_FUNCTION_NO_OP',
    });
    expect(recoverAddress(noOp.result!, digest)).toBe(ethAddress.toLowerCase());
  });

  it('signs with the Solana account: Ed25519 over the bytes, verifying under the base58 address', async () => {
    const message = utf8ToBytes('solana sign-in');
    const out = await sign({
      signWith: solAddress,
      payload: bytesToHex(message),
      encoding: 'PAYLOAD_ENCODING_HEXADECIMAL',
      hashFunction: 'HASH_FUNCTION_NOT_APPLICABLE',
    });
    expect(out.status).toBe(200);
    const { r, s, v } = out.result!;
    expect(v).toBe('00');
    expect(ed25519.verify(hexToBytes(`${r}${s}`), message, base58.decode(solAddress))).toBe(true);
    expect(
      ed25519.verify(hexToBytes(`${r}${s}`), utf8ToBytes('other'), base58.decode(solAddress)),
    ).toBe(false);
  });

  it("accepts the production client's generateAppProofs copy in parameters", async () => {
    const out = await sign(
      {
        signWith: ethAddress,
        payload: '00',
        encoding: 'PAYLOAD_ENCODING_HEXADECIMAL',
        hashFunction: 'HASH_FUNCTION_KECCAK256',
        generateAppProofs: false,
      },
      { generateAppProofs: false },
    );
    expect(out.status).toBe(200);
  });

  it('refuses a hash function the curve cannot take, naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ signWith: solAddress, hashFunction: 'HASH_FUNCTION_SHA256' }, 'parameters.hashFunction'],
      [
        { signWith: ethAddress, hashFunction: 'HASH_FUNCTION_NOT_APPLICABLE' },
        'parameters.hashFunction',
      ],
      [{ signWith: ethAddress, hashFunction: 'HASH_FUNCTION_NO_OP' }, 'parameters.payload'],
      [{ signWith: ethAddress, payload: '0xabc' }, 'parameters.payload'],
      [{ signWith: ethAddress, payload: 'zz' }, 'parameters.payload'],
    ];
    for (const [overrides, field] of cases) {
      const out = await sign({
        payload: '68656c6c6f',
        encoding: 'PAYLOAD_ENCODING_HEXADECIMAL',
        hashFunction: 'HASH_FUNCTION_KECCAK256',
        ...overrides,
      });
      expect(out.status, JSON.stringify(overrides)).toBe(400);
      expect(errorFields(out)).toEqual([field]);
    }
  });

  it('answers 501 for EIP-712 and EIP-7702 payloads, which the sandbox does not encode', async () => {
    for (const encoding of ['PAYLOAD_ENCODING_EIP712', 'PAYLOAD_ENCODING_EIP7702_AUTHORIZATION']) {
      const out = await sign({
        signWith: ethAddress,
        payload: '{}',
        encoding,
        hashFunction: 'HASH_FUNCTION_KECCAK256',
      });
      expect(out.status).toBe(501);
      expect(out.error?.message).toContain('HASH_FUNCTION_NO_OP');
      expect(errorFields(out)).toEqual(['parameters.encoding']);
    }
  });

  it("refuses what no key of this organization stands behind: unknown, another organization's, a private key", async () => {
    const base = {
      payload: '00',
      encoding: 'PAYLOAD_ENCODING_HEXADECIMAL',
      hashFunction: 'HASH_FUNCTION_KECCAK256',
    };
    const unknown = await sign({ ...base, signWith: `0x${'12'.repeat(20)}` });
    expect(unknown.status).toBe(404);
    expect(errorFields(unknown)).toEqual(['parameters.signWith']);

    const other = await addTestOrganization(sandbox, { parentOrganizationId: null });
    const foreign = await sign(
      { ...base, signWith: ethAddress },
      { organizationId: other.organizationId, privateKey: other.privateKey },
    );
    expect(foreign.status).toBe(404);

    const [privateKey] = (await devRecords(sandbox, 'privateKey')) as [PrivateKeyRecord];
    for (const signWith of [privateKey.id, privateKey.address]) {
      const refused = await sign({ ...base, signWith });
      expect(refused.status).toBe(412);
      expect(refused.error?.message).toContain('wallet account');
    }
  });
});

describe('sign_raw_payloads', () => {
  it('signs each payload in order with one key', async () => {
    const payloads = ['first', 'second', 'third'];
    const out = await submit(sandbox, 'sign_raw_payloads', {
      signWith: ethAddress,
      payloads,
      encoding: 'PAYLOAD_ENCODING_TEXT_UTF8',
      hashFunction: 'HASH_FUNCTION_KECCAK256',
    });
    expect(out.status).toBe(200);
    expect(out.response!.activity.type).toBe('ACTIVITY_TYPE_SIGN_RAW_PAYLOADS');
    const signatures = out.result!.signatures;
    expect(signatures).toHaveLength(3);
    signatures.forEach((sig, i) => {
      expect(recoverAddress(sig, keccak_256(utf8ToBytes(payloads[i]!)))).toBe(
        ethAddress.toLowerCase(),
      );
    });
  });

  it('names the payload at fault by its index', async () => {
    const out = await submit(sandbox, 'sign_raw_payloads', {
      signWith: ethAddress,
      payloads: ['00', 'not hex'],
      encoding: 'PAYLOAD_ENCODING_HEXADECIMAL',
      hashFunction: 'HASH_FUNCTION_KECCAK256',
    });
    expect(out.status).toBe(400);
    expect(errorFields(out)).toEqual(['parameters.payloads[1]']);
  });
});
