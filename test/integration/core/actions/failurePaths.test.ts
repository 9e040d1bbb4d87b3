import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initOtp } from '../../../../src/core/actions/initOtp.js';
import { verifyOtp } from '../../../../src/core/actions/verifyOtp.js';
import type { WalletParams } from '../../../../src/core/login/loginResult.js';
import type { Clock } from '../../../../src/core/platform/clock.js';
import type { FetchLike } from '../../../../src/core/transport/transport.js';
import type { AppProof } from '../../../../src/protocol/records.js';
import { createAppProof } from '../../../../src/sandbox/enclave/createAppProof.js';
import { createAttestationAuthority } from '../../../../src/sandbox/enclave/createAttestationAuthority.js';
import { createBootProof } from '../../../../src/sandbox/enclave/createBootProof.js';
import { generateAppProofEphemeralKeys } from '../../../../src/sandbox/enclave/generateAppProofEphemeralKeys.js';
import {
  kitFor,
  readOtpCode,
  type Sandbox,
  sandboxFetch,
  startSandbox,
} from '../../../support/sandboxKit.js';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());

let n = 0;
const email = () => `fail${++n}-${Date.now()}@example.com`;
const wallet: WalletParams = {
  walletName: 'W',
  accounts: [
    {
      curve: 'CURVE_SECP256K1',
      pathFormat: 'PATH_FORMAT_BIP32',
      path: "m/44'/60'/0'/0/0",
      addressFormat: 'ADDRESS_FORMAT_ETHEREUM',
    },
  ],
};

interface SignupAnswer {
  organizationId: string;
  wallet: { walletId: string; addresses: string[] };
  appProofs: AppProof[];
}

/** The sandbox, with a man in the middle rewriting one JSON answer. */
function tampering(path: string, rewrite: (body: Record<string, unknown>) => unknown): FetchLike {
  const inner = sandboxFetch(sandbox);
  return async (url, init) => {
    const response = await inner(url, init);
    if (!url.endsWith(path) || !response.ok) return response;
    const body = (await response.json()) as Record<string, unknown>;
    return Response.json(rewrite(body));
  };
}

async function signupWithWallet(fetch: FetchLike, overrides: Parameters<typeof kitFor>[1] = {}) {
  const kit = kitFor(sandbox, { fetch, ...overrides });
  const contact = email();
  const handle = await initOtp(kit, { otpType: 'OTP_TYPE_EMAIL', contact });
  const code = await readOtpCode(sandbox, contact);
  const error = await verifyOtp(kit, { handle, code, signup: { wallet } }).catch((e: unknown) => e);
  const signedIn = kit.session.getSnapshot().status;
  const keys = await kit.keys.list();
  kit.destroy();
  return { error, signedIn, keys };
}

const flip = (hex: string) => (hex[0] === '0' ? '1' : '0') + hex.slice(1);

describe('app proofs of a wallet made at signup are checked, and a bad one stops the login', () => {
  it('a tampered proof signature: INVALID_SIGNATURE', async () => {
    const out = await signupWithWallet(
      tampering('/v1/signup_v2', (body) => {
        const b = body as unknown as SignupAnswer;
        return {
          ...b,
          appProofs: b.appProofs.map((p) => ({ ...p, signature: flip(p.signature) })),
        };
      }),
    );
    expect(out.error).toMatchObject({ code: 'INVALID_SIGNATURE' });
    expect(out.signedIn).toBe('signedOut');
    expect(out.keys).toEqual([]);
  });

  it('a tampered proof payload (another address, same signature): INVALID_SIGNATURE', async () => {
    const out = await signupWithWallet(
      tampering('/v1/signup_v2', (body) => {
        const b = body as unknown as SignupAnswer;
        const fake = `0x${'ab'.repeat(20)}`;
        return {
          ...b,
          wallet: { ...b.wallet, addresses: [fake] },
          appProofs: b.appProofs.map((p) => ({
            ...p,
            proofPayload: p.proofPayload.replace(/"address":"[^"]+"/, `"address":"${fake}"`),
          })),
        };
      }),
    );
    expect(out.error).toMatchObject({ code: 'INVALID_SIGNATURE' });
  });

  it('a response claiming another wallet than the proof names: APP_PROOF_MISMATCH', async () => {
    const out = await signupWithWallet(
      tampering('/v1/signup_v2', (body) => {
        const b = body as unknown as SignupAnswer;
        return { ...b, wallet: { ...b.wallet, walletId: 'someone-elses-wallet' } };
      }),
    );
    expect(out.error).toMatchObject({ code: 'APP_PROOF_MISMATCH' });
  });

  it('an address with no proof at all: APP_PROOF_MISMATCH', async () => {
    const out = await signupWithWallet(
      tampering('/v1/signup_v2', (body) => ({ ...body, appProofs: [] })),
    );
    expect(out.error).toMatchObject({ code: 'APP_PROOF_MISMATCH' });
  });

  it('a proof by an ephemeral key no pinned root attests: ATTESTATION_ROOT_UNTRUSTED', async () => {
    const rogue = generateAppProofEphemeralKeys();
    const rogueAuthority = await createAttestationAuthority(Date.now());
    const genuine = sandboxFetch(sandbox);
    const out = await signupWithWallet(async (url, init) => {
      if (url.endsWith('/public/v1/query/get_boot_proof')) {
        // A well-formed attestation of the rogue key, by a root the client does not pin.
        return Response.json({
          bootProof: await createBootProof(rogueAuthority, rogue.publicKey, Date.now()),
        });
      }
      const response = await genuine(url, init);
      if (!url.endsWith('/v1/signup_v2')) return response;
      const b = (await response.json()) as SignupAnswer;
      // Re-signed by the rogue key: the signature is valid, the key is not trusted.
      const appProofs = b.appProofs.map((p) => createAppProof(rogue, JSON.parse(p.proofPayload)));
      return Response.json({ ...b, appProofs });
    });
    expect(out.error).toMatchObject({ code: 'ATTESTATION_ROOT_UNTRUSTED' });
    expect(out.signedIn).toBe('signedOut');
  });

  it('a boot proof whose manifest was swapped: MANIFEST_DIGEST_MISMATCH', async () => {
    const out = await signupWithWallet(
      tampering('/public/v1/query/get_boot_proof', (body) => {
        const { bootProof } = body as { bootProof: Record<string, unknown> };
        return { bootProof: { ...bootProof, qosManifestB64: btoa('{"another":"manifest"}') } };
      }),
    );
    expect(out.error).toMatchObject({ code: 'MANIFEST_DIGEST_MISMATCH' });
    expect(out.signedIn).toBe('signedOut');
  });

  it("the kit's default root (AWS Nitro) refuses the sandbox's proofs: no silent pass", async () => {
    const { attestationRootCertificate: _, ...awsDefault } = sandbox.bootstrap.trustedKeys;
    const out = await signupWithWallet(sandboxFetch(sandbox), { trustedKeys: awsDefault });
    expect(out.error).toMatchObject({ code: 'ATTESTATION_ROOT_UNTRUSTED' });
  });

  it('a policy pinning other PCRs refuses the signup: PCR_POLICY_MISMATCH', async () => {
    const out = await signupWithWallet(sandboxFetch(sandbox), {
      appProofPolicy: { expectedPcrs: { 0: '00'.repeat(48) } },
    });
    expect(out.error).toMatchObject({ code: 'PCR_POLICY_MISMATCH' });
  });

  it('a boot proof that cannot be fetched fails the signup with that error', async () => {
    const out = await signupWithWallet(
      tampering('/public/v1/query/get_boot_proof', () => ({ not: 'a boot proof' })),
    );
    expect(out.error).toMatchObject({ code: 'ATTESTATION_MALFORMED' });
    expect(out.signedIn).toBe('signedOut');
  });
});

describe('boot proofs are fetched once per distinct ephemeral key', () => {
  it('two addresses, two signups, one kit: one get_boot_proof, every proof checked', async () => {
    const inner = sandboxFetch(sandbox);
    let bootProofRequests = 0;
    const kit = kitFor(sandbox, {
      fetch: (url, init) => {
        if (url.endsWith('/public/v1/query/get_boot_proof')) bootProofRequests++;
        return inner(url, init);
      },
    });
    const twoAccounts: WalletParams = {
      walletName: 'W2',
      accounts: [wallet.accounts[0]!, { ...wallet.accounts[0]!, path: "m/44'/60'/0'/0/1" }],
    };
    for (let i = 0; i < 2; i++) {
      const contact = email();
      const handle = await initOtp(kit, { otpType: 'OTP_TYPE_EMAIL', contact });
      const code = await readOtpCode(sandbox, contact);
      const result = await verifyOtp(kit, { handle, code, signup: { wallet: twoAccounts } });
      expect(result.wallet).toMatchObject({ verified: true });
      expect(result.wallet?.addresses).toHaveLength(2);
      expect(result.wallet?.attestations).toHaveLength(1);
      expect(result.wallet?.attestations[0]?.root.awsNitro).toBe(false);
      await kit.session.signOut();
    }
    expect(bootProofRequests).toBe(1);
    kit.destroy();
  });
});

describe('transport failures and server errors reach the caller as KitErrors', () => {
  it('network error', async () => {
    const cause = new TypeError('fetch failed');
    const kit = kitFor(sandbox, { fetch: () => Promise.reject(cause) });
    await expect(
      initOtp(kit, { otpType: 'OTP_TYPE_EMAIL', contact: email() }),
    ).rejects.toMatchObject({ code: 'NETWORK_ERROR', cause });
    kit.destroy();
  });

  it('timeout', async () => {
    const kit = kitFor(sandbox, {
      fetch: () => new Promise<Response>(() => {}),
      transport: { timeoutMs: 20, retries: 0 },
    });
    await expect(
      initOtp(kit, { otpType: 'OTP_TYPE_EMAIL', contact: email() }),
    ).rejects.toMatchObject({ code: 'TIMEOUT' });
    kit.destroy();
  });

  it("the service's code: an unknown proxy configuration is NOT_FOUND", async () => {
    const kit = kitFor(sandbox, { authProxyConfigId: 'no-such-config' });
    await expect(
      initOtp(kit, { otpType: 'OTP_TYPE_EMAIL', contact: email() }),
    ).rejects.toMatchObject({ name: 'ProxyError', code: 'NOT_FOUND' });
    kit.destroy();
  });

  it('an invalid contact is refused client-side, naming the field', async () => {
    const kit = kitFor(sandbox);
    await expect(initOtp(kit, { otpType: 'OTP_TYPE_EMAIL', contact: '' })).rejects.toMatchObject({
      code: 'INVALID_ARGUMENT',
      details: { field: 'contact' },
    });
    kit.destroy();
  });
});

describe('an expired session', () => {
  it('stamps nothing (SESSION_EXPIRED) and is not restored after a reload', async () => {
    let offset = 0;
    // Time passes for the device and the service alike (the kit would otherwise take the
    // device's jump for a wrong clock, and the service's answers would set it right).
    const sandbox = await startSandbox({ now: () => Date.now() + offset });
    // A clock whose timers never fire: the expiry is seen by the checks, not the timer.
    const clock: Clock = {
      now: () => Date.now() + offset,
      setTimeout: () => 0,
      clearTimeout: () => {},
    };
    const storage = new Map<string, string>();
    const storageLike = {
      getItem: (k: string) => storage.get(k) ?? null,
      setItem: (k: string, v: string) => void storage.set(k, v),
      removeItem: (k: string) => void storage.delete(k),
    };
    const kit = kitFor(sandbox, { clock, storage: storageLike });
    const contact = email();
    const handle = await initOtp(kit, { otpType: 'OTP_TYPE_EMAIL', contact });
    const { session } = await verifyOtp(kit, { handle, code: await readOtpCode(sandbox, contact) });
    offset = session.expiresAt - Date.now() + 1000;
    await expect(
      kit.api.getAuthenticators({ organizationId: session.organizationId, userId: session.userId }),
    ).rejects.toMatchObject({ code: 'SESSION_EXPIRED' });
    kit.destroy();

    const reloaded = kitFor(sandbox, { clock, storage: storageLike, keyStore: kit.keys });
    await reloaded.session.ready();
    expect(reloaded.session.getSnapshot().status).toBe('signedOut');
    // Only what outlives a session is left: the accounts this device knows (knownAccounts.ts)
    // and the public keys it made, kept a day past their expiry (keysMadeHere.ts).
    const configId = reloaded.options.authProxyConfigId;
    expect([...storage.keys()].sort()).toEqual([
      `embedded-wallet-kit:accounts:${configId}`,
      `embedded-wallet-kit:session:${configId}:keys`,
    ]);
    expect(storage.get(`embedded-wallet-kit:session:${configId}:keys`)).not.toContain('"private');
    reloaded.destroy();
    await sandbox.close();
  });
});
