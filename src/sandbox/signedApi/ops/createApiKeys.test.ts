import { ed25519 } from '@noble/curves/ed25519.js';
import { p256 } from '@noble/curves/nist.js';
import { STAMP_HEADER } from 'embedded-wallet-kit/protocol';
import {
  bytesToHex,
  encodeApiKeyStamp,
  submitPath,
  utf8Encode,
} from 'embedded-wallet-kit/protocol/internal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activityShapeIssues,
  addTestOrganization,
  createTestSandbox,
  errorFields,
  query,
  submit,
  submitBody,
} from '../../../../test/support/sandbox/index.js';
import type { Sandbox } from '../../createSandbox.js';

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await createTestSandbox();
});
afterAll(() => sandbox.close());

const p256Key = () => bytesToHex(p256.getPublicKey(p256.utils.randomSecretKey(), true));

describe('create_api_keys', () => {
  it('refuses a small-order or non-canonical Ed25519 key, as signup does', async () => {
    const org = await addTestOrganization(sandbox);
    const as = { organizationId: org.organizationId, privateKey: org.privateKey };
    for (const [publicKey, problem] of [
      [`01${'00'.repeat(31)}`, /small-order/], // the identity: any trivial signature verifies
      [`ec${'ff'.repeat(30)}7f`, /small-order/], // y = p - 1: order 2
    ] as const) {
      const out = await submit(
        sandbox,
        'create_api_keys',
        {
          apiKeys: [
            {
              apiKeyName: `wallet-auth:${publicKey}`,
              publicKey,
              curveType: 'API_KEY_CURVE_ED25519',
            },
          ],
          userId: org.userId,
        },
        as,
      );
      expect(out.status).toBe(400);
      expect(out.error?.message).toMatch(problem);
    }
  });

  it('links a Solana wallet as a wallet-auth key, which then logs the user in with stamp_login', async () => {
    const org = await addTestOrganization(sandbox);
    const as = { organizationId: org.organizationId, privateKey: org.privateKey };
    const secret = ed25519.utils.randomSecretKey();
    const walletKey = bytesToHex(ed25519.getPublicKey(secret));
    const parameters = {
      apiKeys: [
        {
          apiKeyName: `wallet-auth:${walletKey}`,
          publicKey: walletKey,
          curveType: 'API_KEY_CURVE_ED25519' as const,
        },
      ],
      userId: org.userId,
    };
    const out = await submit(sandbox, 'create_api_keys', parameters, as);
    expect(out.status).toBe(200);
    expect(activityShapeIssues(out.response, 'create_api_keys', parameters)).toEqual([]);
    expect(out.response!.activity.type).toBe('ACTIVITY_TYPE_CREATE_API_KEYS_V2');
    expect(Object.keys(out.response!.activity.intent)).toEqual(['createApiKeysIntentV2']);
    expect(out.result!.apiKeyIds).toHaveLength(1);

    const user = (
      await query(
        sandbox,
        'get_user',
        { organizationId: org.organizationId, userId: org.userId },
        { privateKey: org.privateKey },
      )
    ).body!.user;
    expect(user.apiKeys.find((k) => k.apiKeyId === out.result!.apiKeyIds[0])).toMatchObject({
      apiKeyName: `wallet-auth:${walletKey}`,
      credential: { publicKey: walletKey, type: 'CREDENTIAL_TYPE_API_KEY_ED25519' },
    });

    // wire-details, "External wallets": the wallet stamps stamp_login with an Ed25519 signature.
    const body = JSON.stringify(
      submitBody('stamp_login', org.organizationId, { publicKey: p256Key() }),
    );
    const stamp = encodeApiKeyStamp({
      publicKey: walletKey,
      scheme: 'SIGNATURE_SCHEME_TK_API_ED25519',
      signature: bytesToHex(ed25519.sign(utf8Encode(body), secret)),
    });
    const login = await sandbox.handler(
      new Request(`${sandbox.bootstrap.baseUrl}${submitPath('stamp_login')}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [STAMP_HEADER]: stamp },
        body,
      }),
    );
    expect(login.status).toBe(200);
  });

  it('keeps expirationSeconds, and refuses a bad encoding or a key already registered, storing none', async () => {
    const org = await addTestOrganization(sandbox);
    const as = { organizationId: org.organizationId, privateKey: org.privateKey };
    const timed = await submit(
      sandbox,
      'create_api_keys',
      {
        userId: org.userId,
        apiKeys: [
          {
            apiKeyName: 'ci',
            publicKey: p256Key(),
            curveType: 'API_KEY_CURVE_P256',
            expirationSeconds: '3600',
          },
        ],
      },
      as,
    );
    expect(timed.status).toBe(200);
    const key = await query(
      sandbox,
      'get_api_key',
      { organizationId: org.organizationId, apiKeyId: timed.result!.apiKeyIds[0]! },
      { privateKey: org.privateKey },
    );
    expect(key.body!.apiKey.expirationSeconds).toBe('3600');

    const fresh = p256Key();
    const cases: [string, number, string][] = [
      // An uncompressed point where the stamp carries compressed ones.
      [`04${'ab'.repeat(64)}`, 400, 'parameters.apiKeys[1].publicKey'],
      // The organization's own admin key: a key names one user.
      [org.publicKey, 409, 'parameters.apiKeys[1].publicKey'],
      // The same key twice in one request.
      [fresh, 409, 'parameters.apiKeys[1].publicKey'],
    ];
    for (const [publicKey, status, field] of cases) {
      const out = await submit(
        sandbox,
        'create_api_keys',
        {
          userId: org.userId,
          apiKeys: [
            { apiKeyName: 'a', publicKey: fresh, curveType: 'API_KEY_CURVE_P256' },
            { apiKeyName: 'b', publicKey, curveType: 'API_KEY_CURVE_P256' },
          ],
        },
        as,
      );
      expect(out.status).toBe(status);
      expect(errorFields(out)).toEqual([field]);
    }
    // Nothing of the refused requests was stored: the first key is still free.
    const again = await submit(
      sandbox,
      'create_api_keys',
      {
        userId: org.userId,
        apiKeys: [{ apiKeyName: 'a', publicKey: fresh, curveType: 'API_KEY_CURVE_P256' }],
      },
      as,
    );
    expect(again.status).toBe(200);
    const other = await addTestOrganization(sandbox);
    const foreign = await submit(
      sandbox,
      'create_api_keys',
      {
        userId: other.userId,
        apiKeys: [{ apiKeyName: 'x', publicKey: p256Key(), curveType: 'API_KEY_CURVE_P256' }],
      },
      as,
    );
    expect(foreign.status).toBe(404);
    expect(errorFields(foreign)).toEqual(['parameters.userId']);
  });
});
