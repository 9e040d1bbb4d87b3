import { verifyAppProofSignature, verifyCoseSign1Sig } from '@turnkey/crypto';
import { decode } from 'cborg';
import { bytesToHex } from 'embedded-wallet-kit/protocol/internal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSandbox, query, submit } from '../../../../test/support/sandbox/index.js';
import {
  newClientKey,
  ok,
  proxyCall,
  signupSignature,
  tokenIdOf,
  verifyContact,
} from '../../../../test/support/sandbox/proxyTestKit.js';
import type { Sandbox } from '../../createSandbox.js';

let sandbox: Sandbox;
let clock = Date.now();

beforeAll(async () => {
  sandbox = await createTestSandbox({ now: () => clock });
});
afterAll(() => sandbox.close());

const ETH = {
  curve: 'CURVE_SECP256K1',
  pathFormat: 'PATH_FORMAT_BIP32',
  path: "m/44'/60'/0'/0/0",
  addressFormat: 'ADDRESS_FORMAT_ETHEREUM',
} as const;
const SOL = {
  curve: 'CURVE_ED25519',
  pathFormat: 'PATH_FORMAT_BIP32',
  path: "m/44'/501'/0'/0'",
  addressFormat: 'ADDRESS_FORMAT_SOLANA',
} as const;

const organizationCount = () => sandbox.context.store.list('organization').length;

/** A token-backed signup body for `email`, signed over exactly these fields. */
async function signedSignup(email: string, extra: Record<string, unknown> = {}) {
  const { verificationToken, key } = await verifyContact(sandbox, 'OTP_TYPE_EMAIL', email);
  const body = { userEmail: email, apiKeys: [], authenticators: [], oauthProviders: [], ...extra };
  const clientSignature = signupSignature(key, tokenIdOf(verificationToken), {
    apiKeys: body.apiKeys,
    authenticators: body.authenticators,
    oauthProviders: body.oauthProviders,
    email,
  });
  return { body: { ...body, verificationToken, clientSignature }, key, verificationToken };
}

describe('signup_v2', () => {
  it('creates the wallet with the sub-organization and returns an app proof per address that verifies', async () => {
    const { body } = await signedSignup('wallet@example.com', {
      userName: 'Wallet owner',
      organizationName: 'Wallet org',
      wallet: { walletName: 'Default', accounts: [ETH, SOL], mnemonicLength: 24 },
    });
    const signup = ok(await proxyCall(sandbox, 'signup_v2', body));
    const { wallet, appProofs = [] } = signup;
    expect(wallet?.addresses).toHaveLength(2);
    expect(wallet?.addresses[0]).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(appProofs).toHaveLength(2);

    const { bootProof } =
      (
        await query(sandbox, 'get_boot_proof', {
          organizationId: sandbox.bootstrap.organizationId,
          ephemeralKey: appProofs[0]?.publicKey ?? '',
        })
      ).body ?? {};
    for (const [i, proof] of appProofs.entries()) {
      // The production client's check of the signature ...
      expect(() =>
        verifyAppProofSignature(proof as Parameters<typeof verifyAppProofSignature>[0]),
      ).not.toThrow();
      // ... the payload says what the response claims ...
      expect(JSON.parse(proof.proofPayload)).toMatchObject({
        type: 'APP_PROOF_TYPE_ADDRESS_DERIVATION',
        addressDerivationProof: {
          organizationId: signup.organizationId,
          walletId: wallet?.walletId,
          derivationPath: [ETH.path, SOL.path][i],
          address: wallet?.addresses[i],
        },
      });
      // ... and the ephemeral key is the one the boot proof attests.
      expect(bootProof?.ephemeralPublicKeyHex).toBe(proof.publicKey.toLowerCase());
    }
    // The attestation document is signed by its leaf (the production package's own check).
    const cose = decode(Buffer.from(bootProof?.awsAttestationDocB64 ?? '', 'base64'), {
      useMaps: true,
    }) as [Uint8Array, unknown, Uint8Array, Uint8Array];
    const doc = decode(cose[2], { useMaps: true }) as Map<string, Uint8Array>;
    await expect(
      verifyCoseSign1Sig(cose, doc.get('certificate') as Uint8Array),
    ).resolves.toBeUndefined();
    expect(bytesToHex(doc.get('public_key') as Uint8Array)).toBe(bootProof?.ephemeralPublicKeyHex);

    const accounts = sandbox.context.store.find(
      'walletAccount',
      'walletId',
      wallet?.walletId ?? '',
    );
    expect(accounts.map((a) => a.address)).toEqual(wallet?.addresses);
    const user = sandbox.context.store.get('user', signup.userId);
    expect(user).toMatchObject({
      userName: 'Wallet owner',
      userEmail: 'wallet@example.com',
      emailVerified: true,
    });
  });

  it('creates nothing when an address format cannot be derived, and leaves the token unspent', async () => {
    const { body } = await signedSignup('ton@example.com', {
      wallet: {
        walletName: 'Default',
        accounts: [ETH, { ...SOL, addressFormat: 'ADDRESS_FORMAT_TON_V4R2' }],
      },
    });
    const before = organizationCount();
    const refused = await proxyCall(sandbox, 'signup_v2', body);
    expect(refused.status).toBe(400);
    expect(refused.error?.message).toContain('not supported by the sandbox');
    expect(organizationCount()).toBe(before);
    expect(sandbox.context.store.find('user', 'email', 'ton@example.com')).toEqual([]);
    // The token was not spent by the refused signup: the same signup without the wallet works.
    const withoutWallet: Record<string, unknown> = { ...body };
    delete withoutWallet.wallet;
    ok(await proxyCall(sandbox, 'signup_v2', withoutWallet));
  });

  it('registers API keys with their expiry', async () => {
    const key = newClientKey();
    const signup = ok(
      await proxyCall(sandbox, 'signup_v2', {
        apiKeys: [
          {
            apiKeyName: 'short',
            publicKey: key.publicKey,
            curveType: 'API_KEY_CURVE_P256',
            expirationSeconds: '60',
          },
        ],
        authenticators: [],
        oauthProviders: [],
      }),
    );
    const credential = sandbox.context.store.findOne('credential', 'publicKey', key.publicKey);
    expect(credential).toMatchObject({
      organizationId: signup.organizationId,
      userId: signup.userId,
      type: 'CREDENTIAL_TYPE_API_KEY_P256',
      expiresAtMs: clock + 60_000,
    });
    const privateKey = Buffer.from(key.privateKey).toString('hex');
    const login = { publicKey: newClientKey().publicKey };
    expect(
      (
        await submit(sandbox, 'stamp_login', login, {
          organizationId: signup.organizationId,
          privateKey,
        })
      ).status,
    ).toBe(200);
    clock += 60_001;
    expect(
      (
        await submit(sandbox, 'stamp_login', login, {
          organizationId: signup.organizationId,
          privateKey,
        })
      ).status,
    ).toBe(401);
  });

  it('binds a token signup to the client signature and the verified contact', async () => {
    const { body, key, verificationToken } = await signedSignup('bound@example.com');
    // Another contact than the token's.
    expect(
      (await proxyCall(sandbox, 'signup_v2', { ...body, userEmail: 'other@example.com' })).status,
    ).toBe(400);
    // No client signature.
    const { clientSignature: _cs, ...unsigned } = body;
    expect((await proxyCall(sandbox, 'signup_v2', unsigned)).status).toBe(400);
    // A signature over other fields than the request carries (an API key slipped in).
    const extraKey = newClientKey();
    const smuggled = {
      ...body,
      apiKeys: [
        {
          apiKeyName: 'x',
          publicKey: extraKey.publicKey,
          curveType: 'API_KEY_CURVE_P256' as const,
        },
      ],
    };
    expect((await proxyCall(sandbox, 'signup_v2', smuggled)).status).toBe(401);
    // A signature by another key than the token's.
    const forged = {
      ...body,
      clientSignature: signupSignature(newClientKey(), tokenIdOf(verificationToken), {
        apiKeys: [],
        authenticators: [],
        oauthProviders: [],
        email: 'bound@example.com',
      }),
    };
    expect((await proxyCall(sandbox, 'signup_v2', forged)).status).toBe(401);
    expect(key.publicKey).toBe(body.clientSignature.publicKey);
    const signup = ok(await proxyCall(sandbox, 'signup_v2', body));
    expect(signup.userId).toBeTruthy();
    // A spent token cannot create a second account, even for a new contact field set.
    const again = await proxyCall(sandbox, 'signup_v2', body);
    expect([401, 409]).toContain(again.status);
  });

  it('answers account lookups with {} when nothing matches, and by public key', async () => {
    expect(
      ok(
        await proxyCall(sandbox, 'account', {
          filterType: 'EMAIL',
          filterValue: 'none@example.com',
        }),
      ),
    ).toEqual({});
    const key = newClientKey();
    const signup = ok(
      await proxyCall(sandbox, 'signup_v2', {
        apiKeys: [{ apiKeyName: 'k', publicKey: key.publicKey, curveType: 'API_KEY_CURVE_P256' }],
        authenticators: [],
        oauthProviders: [],
      }),
    );
    const found = ok(
      await proxyCall(sandbox, 'account', { filterType: 'PUBLIC_KEY', filterValue: key.publicKey }),
    );
    expect(found.organizationId).toBe(signup.organizationId);
    // The parent's own keys are never an account of the proxy.
    const admin = ok(
      await proxyCall(sandbox, 'account', {
        filterType: 'PUBLIC_KEY',
        filterValue: sandbox.bootstrap.apiKey.publicKey,
      }),
    );
    expect(admin).toEqual({});
  });
});
