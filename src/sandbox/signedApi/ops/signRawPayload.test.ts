import { ed25519 } from '@noble/curves/ed25519.js';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { base58 } from '@scure/base';
import { type Hex, serializeSignature, serializeTypedData, verifyTypedData } from 'viem';
import { recoverAuthorizationAddress } from 'viem/utils';
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

/** EIP-712's own example (its `Mail` message) and the signing hash the EIP gives for it. */
const mailTypedData = () =>
  ({
    domain: {
      name: 'Ether Mail',
      version: '1',
      chainId: 1n,
      verifyingContract: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC',
    },
    types: {
      EIP712Domain: [
        { name: 'name', type: 'string' },
        { name: 'version', type: 'string' },
        { name: 'chainId', type: 'uint256' },
        { name: 'verifyingContract', type: 'address' },
      ],
      Person: [
        { name: 'name', type: 'string' },
        { name: 'wallet', type: 'address' },
      ],
      Mail: [
        { name: 'from', type: 'Person' },
        { name: 'to', type: 'Person' },
        { name: 'contents', type: 'string' },
      ],
    },
    primaryType: 'Mail',
    message: {
      from: { name: 'Cow', wallet: '0xCD2a3d9F938E13CD947Ec05AbC7FE734Df8DD826' },
      to: { name: 'Bob', wallet: '0xbBbBBBBbbBBBbbbBbbBbbbbBBbBbbbbBbBbbBBbB' },
      contents: 'Hello, Bob!',
    },
  }) as const;
const MAIL_DIGEST = 'be609aee343fb3c4b28e1df9e632fca64fcfaede20f02e86244efddf30957bd2';

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

  it("signs EIP-712 typed data sent as JSON (EIP-712's Mail example): viem verifies it under the address", async () => {
    const typedData = mailTypedData();
    const parameters = {
      signWith: ethAddress,
      payload: serializeTypedData(typedData),
      encoding: 'PAYLOAD_ENCODING_EIP712',
      hashFunction: 'HASH_FUNCTION_NO_OP',
    };
    const out = await sign(parameters);
    expect(out.status).toBe(200);
    const { r, s, v } = out.result!;
    const signature = serializeSignature({ r: `0x${r}`, s: `0x${s}`, yParity: Number(v) });
    expect(await verifyTypedData({ ...typedData, address: ethAddress as Hex, signature })).toBe(
      true,
    );
    // The digest is EIP-712's own for this message.
    expect(recoverAddress(out.result!, hexToBytes(MAIL_DIGEST))).toBe(ethAddress.toLowerCase());
    const other = '0x5bFb64f69E0950f676C4b935Fe1D9603eC1d35E9';
    expect(await verifyTypedData({ ...typedData, address: other, signature })).toBe(false);
  });

  it('signs an EIP-7702 authorization sent as JSON; viem recovers the address', async () => {
    const request = {
      address: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC' as Hex,
      chainId: 31337,
      nonce: 4,
    };
    const out = await sign({
      signWith: ethAddress,
      payload: JSON.stringify(request),
      encoding: 'PAYLOAD_ENCODING_EIP7702_AUTHORIZATION',
      hashFunction: 'HASH_FUNCTION_NO_OP',
    });
    expect(out.status).toBe(200);
    const { r, s, v } = out.result!;
    const authority = await recoverAuthorizationAddress({
      authorization: { ...request, r: `0x${r}`, s: `0x${s}`, yParity: Number(v) },
    });
    expect(authority.toLowerCase()).toBe(ethAddress.toLowerCase());
  });

  it('refuses typed data it cannot hash, a hash function, or a curve the encoding does not take', async () => {
    const typed = serializeTypedData(mailTypedData());
    const cases: [Record<string, unknown>, string][] = [
      [{ payload: 'not json' }, 'parameters.payload'],
      [{ payload: '[1]' }, 'parameters.payload'],
      [{ payload: JSON.stringify({ types: {}, domain: {}, message: {} }) }, 'parameters.payload'],
      [{ payload: typed.replace('"Person"', '"Persona"') }, 'parameters.payload'],
      [
        { payload: typed.replace('"contents":"Hello, Bob!"', '"contents":{"x":1}') },
        'parameters.payload',
      ],
      [{ hashFunction: 'HASH_FUNCTION_KECCAK256' }, 'parameters.hashFunction'],
      [{ signWith: solAddress }, 'parameters.encoding'],
      [
        {
          encoding: 'PAYLOAD_ENCODING_EIP7702_AUTHORIZATION',
          payload: '{"address":"0x12","chainId":1,"nonce":0}',
        },
        'parameters.payload',
      ],
      [
        {
          encoding: 'PAYLOAD_ENCODING_EIP7702_AUTHORIZATION',
          payload:
            '{"address":"0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC","chainId":-1,"nonce":0}',
        },
        'parameters.payload',
      ],
    ];
    for (const [overrides, field] of cases) {
      const out = await sign({
        signWith: ethAddress,
        payload: typed,
        encoding: 'PAYLOAD_ENCODING_EIP712',
        hashFunction: 'HASH_FUNCTION_NO_OP',
        ...overrides,
      });
      expect(out.status, JSON.stringify(overrides)).toBe(400);
      expect(errorFields(out)).toEqual([field]);
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
