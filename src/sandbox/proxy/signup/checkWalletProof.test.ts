/**
 * A wallet's proof of possession at signup: the squat it stops (a victim's
 * wallet key signed up beside a key of the attacker's), what a proof must bind, and the sandbox
 * that requires one (`requireWalletProof`, the CLI's `--require-wallet-proof`).
 */
import { ed25519 } from '@noble/curves/ed25519.js';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import type { ProxyBody, WalletClientSignatureScheme } from 'embedded-wallet-kit/protocol';
import {
  bytesToHex,
  eip191Message,
  signupSignatureFields,
  utf8Encode,
  walletSignupSignatureMessage,
} from 'embedded-wallet-kit/protocol/internal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSandbox } from '../../../../test/support/sandbox/index.js';
import { newClientKey, ok, proxyCall } from '../../../../test/support/sandbox/proxyTestKit.js';
import type { Sandbox } from '../../createSandbox.js';

interface TestWallet {
  curveType: 'API_KEY_CURVE_SECP256K1' | 'API_KEY_CURVE_ED25519';
  scheme: WalletClientSignatureScheme;
  publicKey: string;
  /** What the wallet answers to a request to sign `message` (64 bytes, hex). */
  sign(message: string): string;
}

/** An Ethereum wallet: `personal_sign`, `r||s` without the recovery byte. */
function ethereumWallet(): TestWallet {
  const secretKey = secp256k1.utils.randomSecretKey();
  return {
    curveType: 'API_KEY_CURVE_SECP256K1',
    scheme: 'CLIENT_SIGNATURE_SCHEME_API_SECP256K1_EIP191',
    publicKey: bytesToHex(secp256k1.getPublicKey(secretKey, true)),
    sign: (message) =>
      bytesToHex(
        secp256k1.sign(keccak_256(eip191Message(utf8Encode(message))), secretKey, {
          prehash: false,
        }),
      ),
  };
}

/** A Solana wallet: `solana:signMessage`, an Ed25519 signature of the message bytes. */
function solanaWallet(): TestWallet {
  const secretKey = ed25519.utils.randomSecretKey();
  return {
    curveType: 'API_KEY_CURVE_ED25519',
    scheme: 'CLIENT_SIGNATURE_SCHEME_API_ED25519',
    publicKey: bytesToHex(ed25519.getPublicKey(secretKey)),
    sign: (message) => bytesToHex(ed25519.sign(utf8Encode(message), secretKey)),
  };
}

const walletKey = (wallet: TestWallet) => ({
  apiKeyName: `wallet-auth:${wallet.publicKey}`,
  publicKey: wallet.publicKey,
  curveType: wallet.curveType,
});

/** A wallet signup body; with `proveFor`, the wallet's proof over it for that organization. */
function walletSignup(
  wallet: TestWallet,
  options: { extraKeys?: ProxyBody<'signup_v2'>['apiKeys']; proveFor?: string } = {},
): ProxyBody<'signup_v2'> {
  const body: ProxyBody<'signup_v2'> = {
    apiKeys: [walletKey(wallet), ...(options.extraKeys ?? [])],
    authenticators: [],
    oauthProviders: [],
  };
  if (options.proveFor === undefined) return body;
  const message = walletSignupSignatureMessage({
    fields: signupSignatureFields(body),
    organizationId: options.proveFor,
  });
  return {
    ...body,
    clientSignature: {
      publicKey: wallet.publicKey,
      scheme: wallet.scheme,
      message,
      signature: wallet.sign(message),
    },
  };
}

const attackerKey = () => ({
  apiKeyName: 'mine',
  publicKey: newClientKey().publicKey,
  curveType: 'API_KEY_CURVE_P256' as const,
});

let lenient: Sandbox;
let strict: Sandbox;
beforeAll(async () => {
  // The production service's behaviour, an explicit opt-out here; the default refuses.
  lenient = await createTestSandbox({ requireWalletProof: false });
  strict = await createTestSandbox();
});
afterAll(async () => {
  await lenient.close();
  await strict.close();
});

describe.each([
  ['Ethereum (secp256k1, EIP-191)', ethereumWallet],
  ['Solana (Ed25519)', solanaWallet],
])('a %s wallet proof', (_name, makeWallet) => {
  it('signs the wallet up, on a sandbox that requires it and on one that does not', async () => {
    for (const sandbox of [lenient, strict]) {
      const wallet = makeWallet();
      const created = ok(
        await proxyCall(
          sandbox,
          'signup_v2',
          walletSignup(wallet, { proveFor: sandbox.bootstrap.organizationId }),
        ),
      );
      const found = ok(
        await proxyCall(sandbox, 'account', {
          filterType: 'PUBLIC_KEY',
          filterValue: wallet.publicKey,
        }),
      );
      expect(found.organizationId).toBe(created.organizationId);
    }
  });

  it('is refused (401) when it does not verify, names other credentials or another organization', async () => {
    const wallet = makeWallet();
    const orgId = lenient.bootstrap.organizationId;
    const proven = walletSignup(wallet, { proveFor: orgId });
    const signature = proven.clientSignature!;
    const refusals: [string, ProxyBody<'signup_v2'>][] = [
      [
        'signed by another wallet',
        {
          ...proven,
          clientSignature: { ...signature, signature: makeWallet().sign(signature.message) },
        },
      ],
      // The squat: the victim's proof of its own signup, replayed with the attacker's key added.
      ['credentials it does not name', { ...proven, apiKeys: [...proven.apiKeys, attackerKey()] }],
      [
        'made for another organization',
        walletSignup(wallet, { proveFor: '5b3f4c1e-0000-4000-8000-000000000000' }),
      ],
    ];
    for (const [what, body] of refusals) {
      const outcome = await proxyCall(lenient, 'signup_v2', body);
      expect(outcome.status, what).toBe(401);
      expect(outcome.error?.message, what).toMatch(/^clientSignature: /);
    }
    // By a key the signup does not register, or a P-256 signature with no token to bind.
    const stranger = makeWallet();
    const foreign = walletSignup(stranger, { proveFor: orgId }).clientSignature!;
    expect(
      (await proxyCall(lenient, 'signup_v2', { ...proven, clientSignature: foreign })).status,
    ).toBe(400);
    expect(
      (
        await proxyCall(lenient, 'signup_v2', {
          ...proven,
          clientSignature: { ...signature, scheme: 'CLIENT_SIGNATURE_SCHEME_API_P256' },
        })
      ).status,
    ).toBe(400);
    // Nothing was created: the proven signup itself still goes through.
    expect((await proxyCall(lenient, 'signup_v2', proven)).status).toBe(200);
  });
});

describe('requireWalletProof (the default; --allow-unproven-wallet-signups turns it off)', () => {
  it("refuses the squat: a victim's wallet key beside the attacker's own, with no proof (401)", async () => {
    const victim = ethereumWallet();
    const squat = walletSignup(victim, { extraKeys: [attackerKey()] });
    // What the production service takes: the lenient sandbox takes it too.
    expect((await proxyCall(lenient, 'signup_v2', squat)).status).toBe(200);
    const refused = await proxyCall(strict, 'signup_v2', squat);
    expect(refused.status).toBe(401);
    expect(refused.error?.details).toEqual([
      {
        field: 'apiKeys[0].publicKey',
        description: expect.stringContaining('proof of possession'),
      },
    ]);
    const found = ok(
      await proxyCall(strict, 'account', {
        filterType: 'PUBLIC_KEY',
        filterValue: victim.publicKey,
      }),
    );
    expect(found.organizationId ?? '').toBe('');
  });

  it('needs a proof for every wallet key (so one per signup), and none for P-256 keys', async () => {
    const [first, second] = [solanaWallet(), solanaWallet()];
    const orgId = strict.bootstrap.organizationId;
    const both = walletSignup(first, { extraKeys: [walletKey(second)], proveFor: orgId });
    const refused = await proxyCall(strict, 'signup_v2', both);
    expect(refused.status).toBe(401);
    expect(refused.error?.details).toEqual([
      {
        field: 'apiKeys[1].publicKey',
        description: expect.stringContaining('proof of possession'),
      },
    ]);
    const p256Only = { apiKeys: [attackerKey()], authenticators: [], oauthProviders: [] };
    expect((await proxyCall(strict, 'signup_v2', p256Only)).status).toBe(200);
  });
});
