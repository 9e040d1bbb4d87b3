/**
 * External-wallet stamps (wire-details, "External wallets"): an Ethereum wallet's EIP-191
 * `personal_sign` and a Solana wallet's Ed25519 signature of the body, made the way the
 * production client makes them (`@turnkey/crypto` `toDerSignature` over the `personal_sign`
 * result, the public key recovered from it), sign up through `signup_v2`, are found by `account`
 * and log in with `stamp_login`; the same liveness, replay and tamper rules as P-256 stamps.
 */
import { ed25519 } from '@noble/curves/ed25519.js';
import { p256 } from '@noble/curves/nist.js';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { toDerSignature } from '@turnkey/crypto';
import { verifySessionJwt } from 'embedded-wallet-kit';
import type { WireError } from 'embedded-wallet-kit/protocol';
import { STAMP_HEADER } from 'embedded-wallet-kit/protocol';
import {
  bytesToHex,
  eip191Message,
  encodeApiKeyStamp,
  hexToBytes,
  submitPath,
  utf8Encode,
} from 'embedded-wallet-kit/protocol/internal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../../../../src/sandbox/createSandbox.js';
import {
  addTestOrganization,
  createTestSandbox,
  submitBody,
} from '../../../support/sandbox/index.js';
import { newClientKey, ok, patchConfig, proxyCall } from '../../../support/sandbox/proxyTestKit.js';

let sandbox: Sandbox;
const clock = Date.now();

beforeAll(async () => {
  // Wallet signups as the production service takes them (no proof of possession): this file
  // checks the stamps of the wallets they register.
  sandbox = await createTestSandbox({ now: () => clock, requireWalletProof: false });
});
afterAll(() => sandbox.close());

type Scheme = 'SIGNATURE_SCHEME_TK_API_SECP256K1_EIP191' | 'SIGNATURE_SCHEME_TK_API_ED25519';

interface TestWallet {
  scheme: Scheme;
  curveType: 'API_KEY_CURVE_SECP256K1' | 'API_KEY_CURVE_ED25519';
  publicKey: string;
  /** The `X-Stamp` value the production client would send for `body`. */
  stamp(body: string): string;
}

/**
 * What an Ethereum wallet answers to `personal_sign(body)`: `r||s||v` hex with `0x`, v = 27 +
 * recovery id (the Ethereum yellow paper's convention).
 */
function personalSign(secretKey: Uint8Array, body: string): string {
  const digest = keccak_256(eip191Message(utf8Encode(body)));
  const recovered = secp256k1.sign(digest, secretKey, { prehash: false, format: 'recovered' });
  // noble's recovered format is `recovery || r || s`.
  const v = 27 + (recovered[0] ?? 0);
  return `0x${bytesToHex(recovered.subarray(1))}${v.toString(16)}`;
}

/** The production client's Ethereum stamp: key recovered from the signature, `toDerSignature`. */
function ethereumWallet(secretKey = secp256k1.utils.randomSecretKey()): TestWallet {
  return {
    scheme: 'SIGNATURE_SCHEME_TK_API_SECP256K1_EIP191',
    curveType: 'API_KEY_CURVE_SECP256K1',
    publicKey: bytesToHex(secp256k1.getPublicKey(secretKey, true)),
    stamp(body) {
      const signature = personalSign(secretKey, body).slice(2);
      const digest = keccak_256(eip191Message(utf8Encode(body)));
      const recovery = Number.parseInt(signature.slice(128), 16) - 27;
      const publicKey = secp256k1.Signature.fromBytes(hexToBytes(signature.slice(0, 128)))
        .addRecoveryBit(recovery)
        .recoverPublicKey(digest)
        .toBytes(true);
      return encodeApiKeyStamp({
        publicKey: bytesToHex(publicKey),
        scheme: this.scheme,
        signature: toDerSignature(signature),
      });
    },
  };
}

/** The production client's Solana stamp: the wallet's Ed25519 signature of the body bytes. */
function solanaWallet(secretKey = ed25519.utils.randomSecretKey()): TestWallet {
  const publicKey = bytesToHex(ed25519.getPublicKey(secretKey));
  return {
    scheme: 'SIGNATURE_SCHEME_TK_API_ED25519',
    curveType: 'API_KEY_CURVE_ED25519',
    publicKey,
    stamp: (body) =>
      encodeApiKeyStamp({
        publicKey,
        scheme: 'SIGNATURE_SCHEME_TK_API_ED25519',
        signature: bytesToHex(ed25519.sign(utf8Encode(body), secretKey)),
      }),
  };
}

async function signup(wallet: TestWallet) {
  return proxyCall(sandbox, 'signup_v2', {
    apiKeys: [
      {
        apiKeyName: `wallet-auth:${wallet.publicKey}`,
        publicKey: wallet.publicKey,
        curveType: wallet.curveType,
      },
    ],
    authenticators: [],
    oauthProviders: [],
  });
}

async function send(body: string, stamp: string) {
  const response = await sandbox.handler(
    new Request(`${sandbox.bootstrap.baseUrl}${submitPath('stamp_login')}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [STAMP_HEADER]: stamp },
      body,
    }),
  );
  const json = (await response.json()) as {
    activity?: { result: { stampLoginResult: { session: string } } };
  } & Partial<WireError>;
  return { status: response.status, json };
}

const onP256 = (compressedHex: string): boolean => {
  try {
    p256.Point.fromHex(compressedHex);
    return true;
  } catch {
    return false;
  }
};

const loginBody = (organizationId: string, publicKey: string) =>
  JSON.stringify(submitBody('stamp_login', organizationId, { publicKey }, { timestampMs: clock }));

describe.each([
  ['Ethereum (secp256k1, EIP-191)', ethereumWallet],
  ['Solana (Ed25519)', solanaWallet],
])('%s wallet', (_name, makeWallet) => {
  it('signs up with signup_v2, is found by account PUBLIC_KEY, and logs in with stamp_login', async () => {
    const wallet = makeWallet();
    const created = ok(await signup(wallet));
    const found = ok(
      await proxyCall(sandbox, 'account', {
        filterType: 'PUBLIC_KEY',
        filterValue: wallet.publicKey,
      }),
    );
    expect(found.organizationId).toBe(created.organizationId);

    const sessionKey = newClientKey();
    const body = loginBody(created.organizationId, sessionKey.publicKey);
    const { status, json } = await send(body, wallet.stamp(body));
    expect(status).toBe(200);
    const claims = await verifySessionJwt(
      json.activity?.result.stampLoginResult.session ?? '',
      sandbox.bootstrap.trustedKeys.notarizer,
      clock,
    );
    expect(claims.public_key).toBe(sessionKey.publicKey);
    expect(claims.organization_id).toBe(created.organizationId);
    expect(claims.user_id).toBe(created.userId);

    // Replay: the same stamped body answers the same activity, it makes no second session.
    const again = await send(body, wallet.stamp(body));
    expect(again.status).toBe(200);
    expect(again.json.activity?.result.stampLoginResult.session).toBe(
      json.activity?.result.stampLoginResult.session,
    );
  });

  it('is refused with 401 over other bytes, for another organization, or with a tampered key', async () => {
    const wallet = makeWallet();
    const created = ok(await signup(wallet));
    const body = loginBody(created.organizationId, newClientKey().publicKey);

    const otherBytes = loginBody(created.organizationId, newClientKey().publicKey);
    const tampered = await send(otherBytes, wallet.stamp(body));
    expect(tampered.status).toBe(401);
    expect(tampered.json.code).toBe(16);

    const stranger = await addTestOrganization(sandbox);
    const elsewhere = loginBody(stranger.organizationId, newClientKey().publicKey);
    expect((await send(elsewhere, wallet.stamp(elsewhere))).status).toBe(401);

    // An unregistered wallet: its signature verifies, its key is nobody's.
    const unknown = makeWallet();
    expect((await send(body, unknown.stamp(body))).status).toBe(401);
  });

  it('is refused as stale like any stamp (liveness)', async () => {
    const wallet = makeWallet();
    const created = ok(await signup(wallet));
    const old = JSON.stringify(
      submitBody(
        'stamp_login',
        created.organizationId,
        { publicKey: newClientKey().publicKey },
        { timestampMs: clock - 24 * 3_600_000 },
      ),
    );
    const { status } = await send(old, wallet.stamp(old));
    expect(status).toBe(400);
  });
});

describe('Ed25519 keys only their holder can sign for (issue 29, item 4)', () => {
  // The neutral element (0, 1): for it, R = itself and S = 0 verify over any message under a
  // cofactored check.
  const IDENTITY = `01${'00'.repeat(31)}`;

  const signupWithKey = (publicKey: string) =>
    proxyCall(sandbox, 'signup_v2', {
      apiKeys: [{ apiKeyName: 'wallet', publicKey, curveType: 'API_KEY_CURVE_ED25519' }],
      authenticators: [],
      oauthProviders: [],
    });

  it('refuses small-order, non-canonical and mixed-order keys at signup (400)', async () => {
    for (const [publicKey, why] of [
      [IDENTITY, /small-order/],
      [`ec${'ff'.repeat(30)}7f`, /small-order/], // y = p - 1: order 2
      ['00'.repeat(32), /small-order/], // y = 0: order 4
      [`f0${'ff'.repeat(30)}7f`, /canonical/], // y = p + 3, not reduced
      [`01${'00'.repeat(30)}80`, /canonical/], // x = 0 with its sign bit set
      [`03${'00'.repeat(31)}`, /prime-order/], // y = 3: a point with a torsion part
    ] as const) {
      const refused = await signupWithKey(publicKey);
      expect(refused.status, publicKey).toBe(400);
      expect(refused.error?.message, publicKey).toMatch(why);
    }
    expect((await signupWithKey(solanaWallet().publicKey)).status).toBe(200);
  });

  it('never takes a trivial signature for a small-order key one got registered (401)', async () => {
    // Written behind the API's back, as a data dir from before the signup check may hold one.
    const holder = await addTestOrganization(sandbox);
    await sandbox.context.store.transaction(() => {
      sandbox.context.store.insert(
        'credential',
        {
          id: crypto.randomUUID(),
          organizationId: holder.organizationId,
          userId: holder.userId,
          name: 'small order',
          publicKey: IDENTITY,
          type: 'CREDENTIAL_TYPE_API_KEY_ED25519',
          curveType: 'API_KEY_CURVE_ED25519',
          createdAtMs: clock,
          updatedAtMs: clock,
        },
        {
          organizationId: holder.organizationId,
          index: { publicKey: IDENTITY, userId: holder.userId },
        },
      );
    });
    const body = loginBody(holder.organizationId, newClientKey().publicKey);
    const trivial = encodeApiKeyStamp({
      publicKey: IDENTITY,
      scheme: 'SIGNATURE_SCHEME_TK_API_ED25519',
      signature: `${IDENTITY}${'00'.repeat(32)}`,
    });
    const { status } = await send(body, trivial);
    expect(status).toBe(401);
  });
});

describe('wallet stamp scheme and curve', () => {
  it('refuses a key registered with another curve (401)', async () => {
    // A secp256k1 key registered as an Ed25519 one is impossible (lengths differ), but a
    // compressed secp256k1 key looks like a P-256 key: registered as P-256, it may not stamp
    // with the EIP-191 scheme. (About half of them: registration takes only points of the
    // curve named, so the key is one whose x is also a P-256 x.)
    let wallet = ethereumWallet();
    while (!onP256(wallet.publicKey)) wallet = ethereumWallet();
    const created = ok(
      await proxyCall(sandbox, 'signup_v2', {
        apiKeys: [
          {
            apiKeyName: 'looks like P-256',
            publicKey: wallet.publicKey,
            curveType: 'API_KEY_CURVE_P256',
          },
        ],
        authenticators: [],
        oauthProviders: [],
      }),
    );
    const body = loginBody(created.organizationId, newClientKey().publicKey);
    const { status, json } = await send(body, wallet.stamp(body));
    expect(status).toBe(401);
    expect(json.message).toMatch(/not registered for this stamp scheme/);
  });

  it('answers 401, never a 500, to malformed wallet stamps', async () => {
    const wallet = solanaWallet();
    const created = ok(await signup(wallet));
    const body = loginBody(created.organizationId, newClientKey().publicKey);
    const stamps = [
      { publicKey: wallet.publicKey, scheme: 'SIGNATURE_SCHEME_TK_API_ED25519', signature: 'zz' },
      { publicKey: 'ab', scheme: 'SIGNATURE_SCHEME_TK_API_ED25519', signature: '00'.repeat(64) },
      {
        publicKey: wallet.publicKey,
        scheme: 'SIGNATURE_SCHEME_TK_API_ED25519',
        signature: '00'.repeat(64),
      },
      {
        publicKey: `02${'00'.repeat(32)}`,
        scheme: 'SIGNATURE_SCHEME_TK_API_SECP256K1_EIP191',
        signature: '3006020100020100',
      },
      {
        publicKey: `02${'ff'.repeat(32)}`,
        scheme: 'SIGNATURE_SCHEME_TK_API_SECP256K1_EIP191',
        signature: '30'.repeat(40),
      },
    ] as const;
    for (const stamp of stamps) {
      const { status } = await send(body, encodeApiKeyStamp(stamp));
      expect(status, JSON.stringify(stamp)).toBe(401);
    }
  });
});

describe('interop with the production client (@turnkey/crypto toDerSignature)', () => {
  it('accepts a non-minimal DER signature (an r with a leading zero byte, kept by toDerSignature)', async () => {
    const secretKey = new Uint8Array(
      hexToBytes('4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318'),
    );
    const wallet = ethereumWallet(secretKey);
    const created = ok(await signup(wallet));
    // RFC 6979 signatures are deterministic: vary the body until r starts with 0x00 (about one
    // body in 256), which strict DER would encode in 31 bytes and `toDerSignature` keeps at 32.
    let body = '';
    let der = '';
    for (let i = 0; i < 5000 && der.slice(4, 10) !== '022000'; i++) {
      const sessionKey = `02${i.toString(16).padStart(64, '0')}`;
      body = loginBody(created.organizationId, sessionKey);
      der = toDerSignature(personalSign(secretKey, body).slice(2));
    }
    expect(der.slice(4, 10)).toBe('022000');
    const { status } = await send(body, wallet.stamp(body));
    expect(status).toBe(200);
  });

  it('signs up only while the organization enables external wallets (403 when off)', async () => {
    const patch = async (wallet: boolean) =>
      expect((await patchConfig(sandbox, { methods: { wallet } })).status).toBe(200);
    await patch(false);
    try {
      const refused = await signup(ethereumWallet());
      expect(refused.status).toBe(403);
      const config = ok(await proxyCall(sandbox, 'wallet_kit_config', {}));
      expect(config.enabledProviders).not.toContain('wallet');
    } finally {
      await patch(true);
    }
    const config = ok(await proxyCall(sandbox, 'wallet_kit_config', {}));
    expect(config.enabledProviders).toContain('wallet');
    expect(ok(await signup(solanaWallet())).organizationId).toBeTruthy();
  });
});
