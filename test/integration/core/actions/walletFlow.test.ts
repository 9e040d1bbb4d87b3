/**
 * External-wallet login against the sandbox in-process: wallets found the way a browser finds
 * them (EIP-6963 announcements, `window.ethereum`, the wallet-standard registration handshake)
 * on a stand-in window, the dev wallet of `embedded-wallet-kit-sandbox/testing` signing with keys
 * held
 * here, the real flow, the real service.
 */
import { p256 } from '@noble/curves/nist.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginWithWallet } from '../../../../src/core/actions/loginWithWallet.js';
import { isKitError } from '../../../../src/core/errors/isKitError.js';
import type { ExternalWallet } from '../../../../src/core/wallets/externalWallet.js';
import {
  type WalletWindow,
  type WatchWalletsOptions,
  watchWallets,
} from '../../../../src/core/wallets/watchWallets.js';
import { bytesToHex } from '../../../../src/protocol/encoding.js';
import { createSandbox } from '../../../../src/sandbox/index.js';
import {
  createDevWalletSigner,
  type DevWalletSigner,
} from '../../../../src/testing/createDevWalletSigner.js';
import {
  type DevWalletWindow,
  installDevWallet,
} from '../../../../src/testing/installDevWallet.js';
import { query, submit } from '../../../support/sandbox/index.js';
import { ok, proxyCall } from '../../../support/sandbox/proxyTestKit.js';
import { kitFor, type Sandbox, sandboxFetch, startSandbox } from '../../../support/sandboxKit.js';

/** A service as the sandbox is by default: a wallet signs up only with its proof of possession. */
let sandbox: Sandbox;
/** A service that takes wallet signups without that proof, as the production service does. */
let lenient: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
  lenient = await createSandbox({ requireWalletProof: false });
});
afterAll(async () => {
  await sandbox.close();
  await lenient.close();
});

type Registry = NonNullable<WatchWalletsOptions['registry']>;

/**
 * A wallet-standard registry on `win`, speaking the registration handshake as `getWallets()` does.
 */
function registryOn(win: EventTarget): Registry {
  const wallets: unknown[] = [];
  const listeners = { register: new Set<() => void>(), unregister: new Set<() => void>() };
  const api = {
    get: () => wallets as ReturnType<Registry['get']>,
    on: (event: 'register' | 'unregister', listener: () => void) => {
      listeners[event].add(listener);
      return () => listeners[event].delete(listener);
    },
    register: (...added: unknown[]) => {
      wallets.push(...added);
      for (const listener of listeners.register) listener();
      return () => {};
    },
  };
  win.addEventListener('wallet-standard:register-wallet', (event) =>
    (event as CustomEvent<(app: typeof api) => void>).detail(api),
  );
  win.dispatchEvent(new CustomEvent('wallet-standard:app-ready', { detail: api }));
  return api as unknown as Registry;
}

/** A stand-in browser window with the dev wallet installed, as `addDevWallet` does in a page. */
function pageWithDevWallet(signer: DevWalletSigner = createDevWalletSigner()) {
  const win = new EventTarget() as DevWalletWindow & WalletWindow;
  const registry = registryOn(win);
  const bridge = '__devWallet';
  const requests: string[] = [];
  win[bridge] = async (request: Parameters<DevWalletSigner['answer']>[0]) => {
    requests.push(`${request.chain}:${request.method}`);
    return signer.answer(request);
  };
  installDevWallet(
    {
      bridge,
      name: 'Dev Wallet',
      icon: 'data:image/svg+xml;base64,PHN2Zy8+',
      rdns: 'dev.test',
      uuid: 'b1a1a1a1-0000-4000-8000-000000000001',
      solana: signer.solana,
    },
    win,
  );
  const wallets = (): readonly ExternalWallet[] => {
    let found: readonly ExternalWallet[] = [];
    watchWallets(
      (list) => {
        found = list;
      },
      { window: win, registry },
    )();
    return found;
  };
  return { win, registry, signer, requests, wallets };
}

const byChain = (wallets: readonly ExternalWallet[], chain: 'ethereum' | 'solana') => {
  const wallet = wallets.find((w) => w.chain === chain);
  if (!wallet) throw new Error(`no ${chain} wallet`);
  return wallet;
};

describe('watchWallets', () => {
  it('finds the EIP-6963 and wallet-standard wallets with their names and icons', () => {
    const { wallets } = pageWithDevWallet();
    expect(wallets().map((w) => [w.id, w.name, w.chain, w.icon?.slice(0, 14)])).toEqual([
      ['eip6963:dev.test', 'Dev Wallet', 'ethereum', 'data:image/svg'],
      ['wallet-standard:Dev Wallet', 'Dev Wallet', 'solana', 'data:image/svg'],
    ]);
  });

  it('falls back to window.ethereum only when no announced provider is that object', () => {
    const win = new EventTarget() as WalletWindow;
    win.ethereum = { request: async () => [] };
    const seen: (readonly ExternalWallet[])[] = [];
    const stop = watchWallets((list) => seen.push(list), { window: win, chains: ['ethereum'] });
    expect(seen.at(-1)?.map((w) => w.id)).toEqual(['injected:ethereum']);
    // The same provider announcing itself later replaces the fallback.
    win.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', {
        detail: {
          info: { uuid: 'u', name: 'Late', icon: 'data:image/png;base64,AA==', rdns: 'late.x' },
          provider: win.ethereum,
        },
      }),
    );
    expect(seen.at(-1)?.map((w) => w.id)).toEqual(['eip6963:late.x']);
    stop();
  });

  it('finds nothing, quietly, without a window (SSR)', () => {
    const seen: (readonly ExternalWallet[])[] = [];
    watchWallets((list) => seen.push(list))();
    expect(seen).toEqual([[]]);
  });

  it('ignores malformed announcements', () => {
    const win = new EventTarget() as WalletWindow;
    const seen: (readonly ExternalWallet[])[] = [];
    const stop = watchWallets((list) => seen.push(list), { window: win, chains: ['ethereum'] });
    for (const detail of [
      null,
      'x',
      { info: {} },
      { info: { uuid: 'u', name: 'n' }, provider: {} },
    ]) {
      win.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
    }
    expect(seen).toEqual([[]]);
    stop();
  });
});

describe.each(['ethereum', 'solana'] as const)('loginWithWallet (%s)', (chain) => {
  it("signs up with the wallet's key and its proof of possession, then logs in stamped by the wallet", async () => {
    const page = pageWithDevWallet();
    const sent: { url: string; body: string; stamp: string | null }[] = [];
    // A service that takes a wallet signup only with the wallet's proof (the sandbox's default).
    const inner = sandboxFetch(sandbox);
    const kit = kitFor(sandbox, {
      fetch: (url, init) => {
        sent.push({
          url,
          body: init.body as string,
          stamp: new Headers(init.headers).get('x-stamp'),
        });
        return inner(url, init);
      },
    });
    const wallet = byChain(page.wallets(), chain);
    const account = page.signer[chain];

    const first = await loginWithWallet(kit, { wallet, signup: { userName: 'Wally' } });
    expect(first.created).toBe(true);
    expect(first.externalWallet).toEqual({
      chain,
      walletName: 'Dev Wallet',
      address: account.address,
      publicKey: account.publicKey,
    });
    const signup = JSON.parse(sent.find((s) => s.url.endsWith('/v1/signup_v2'))?.body ?? '{}');
    // The wallet's key, and a 60-second key of the kit's that stamps the first login.
    expect(signup.apiKeys).toEqual([
      {
        apiKeyName: `wallet-auth:${account.publicKey}`,
        publicKey: account.publicKey,
        curveType: chain === 'ethereum' ? 'API_KEY_CURVE_SECP256K1' : 'API_KEY_CURVE_ED25519',
      },
      expect.objectContaining({ curveType: 'API_KEY_CURVE_P256', expirationSeconds: '60' }),
    ]);
    expect(signup.verificationToken).toBeUndefined();
    expect(signup.clientSignature).toMatchObject({
      publicKey: account.publicKey,
      scheme:
        chain === 'ethereum'
          ? 'CLIENT_SIGNATURE_SCHEME_API_SECP256K1_EIP191'
          : 'CLIENT_SIGNATURE_SCHEME_API_ED25519',
    });
    expect(JSON.parse(signup.clientSignature.message)).toEqual({
      signupV2: { apiKeys: signup.apiKeys, authenticators: [], oauthProviders: [] },
      organizationId: sandbox.bootstrap.organizationId,
      type: 'USAGE_TYPE_SIGNUP',
    });
    const firstStamp = JSON.parse(
      Buffer.from(
        sent.find((s) => s.url.endsWith('/stamp_login'))?.stamp ?? '',
        'base64url',
      ).toString(),
    );
    expect(firstStamp).toMatchObject({
      publicKey: signup.apiKeys[1].publicKey,
      scheme: 'SIGNATURE_SCHEME_TK_API_P256',
    });
    // Prompts: connect, (Ethereum: its key, once per page), and the proof. No stamp prompt.
    expect(page.requests).toEqual(
      chain === 'ethereum'
        ? ['ethereum:eth_requestAccounts', 'ethereum:personal_sign', 'ethereum:personal_sign']
        : ['solana:connect', 'solana:signMessage'],
    );
    expect(kit.session.getSnapshot().session?.organizationId).toBe(first.session.organizationId);

    page.requests.length = 0;
    sent.length = 0;
    const second = await loginWithWallet(kit, {
      wallet: chain,
      discovery: { window: page.win, registry: page.registry },
    });
    expect(second.created).toBe(false);
    expect(second.session.organizationId).toBe(first.session.organizationId);
    expect(second.session.publicKey).not.toBe(first.session.publicKey);
    const stamp = JSON.parse(
      Buffer.from(
        sent.find((s) => s.url.endsWith('/stamp_login'))?.stamp ?? '',
        'base64url',
      ).toString(),
    );
    expect(stamp.publicKey).toBe(account.publicKey);
    expect(stamp.scheme).toBe(
      chain === 'ethereum'
        ? 'SIGNATURE_SCHEME_TK_API_SECP256K1_EIP191'
        : 'SIGNATURE_SCHEME_TK_API_ED25519',
    );
    // One prompt to connect and one signature: the Ethereum key is known by now.
    expect(page.requests).toEqual(
      chain === 'ethereum'
        ? ['ethereum:eth_requestAccounts', 'ethereum:personal_sign']
        : ['solana:connect', 'solana:signMessage'],
    );
    kit.destroy();
  });

  it("refuses an account squatted with the wallet's public key (WALLET_ACCOUNT_SHARED), unless the app allows it", async () => {
    // The squat (issue 29, item 1): someone signs the victim's wallet key up beside a key of
    // their own, with no proof, as a service that checks none takes it.
    const page = pageWithDevWallet();
    const victim = page.signer[chain];
    const squatter = bytesToHex(p256.getPublicKey(p256.utils.randomSecretKey(), true));
    ok(
      await proxyCall(lenient, 'signup_v2', {
        apiKeys: [
          {
            apiKeyName: `wallet-auth:${victim.publicKey}`,
            publicKey: victim.publicKey,
            curveType: chain === 'ethereum' ? 'API_KEY_CURVE_SECP256K1' : 'API_KEY_CURVE_ED25519',
          },
          { apiKeyName: 'mine', publicKey: squatter, curveType: 'API_KEY_CURVE_P256' },
        ],
        authenticators: [],
        oauthProviders: [],
      }),
    );
    const kit = kitFor(lenient);
    const wallet = byChain(page.wallets(), chain);
    const refused = await loginWithWallet(kit, { wallet }).catch((e: unknown) => e);
    expect(isKitError(refused, 'WALLET_ACCOUNT_SHARED')).toBe(true);
    expect((refused as Error).message).toContain(victim.address);
    expect((refused as { details: unknown }).details).toMatchObject({
      foreign: [{ kind: 'apiKey', name: 'mine' }],
    });
    expect(kit.session.getSnapshot().status).not.toBe('signedIn');
    expect(await kit.keys.list()).toEqual([]);

    const allowed = await loginWithWallet(kit, { wallet, dangerouslyAllowSharedAccount: true });
    expect(allowed.created).toBe(false);
    expect(kit.session.getSnapshot().status).toBe('signedIn');
    kit.destroy();
  });

  it('refuses the squat that hides behind a 60-second key and renewed sessions (WALLET_ACCOUNT_IN_USE), and a default sandbox refuses its signup', async () => {
    const page = pageWithDevWallet();
    const victim = page.signer[chain];
    const key = () => {
      const secret = p256.utils.randomSecretKey();
      return {
        privateKey: bytesToHex(secret),
        publicKey: bytesToHex(p256.getPublicKey(secret, true)),
      };
    };
    const [short, first, renewed] = [key(), key(), key()];
    const squat = {
      apiKeys: [
        {
          apiKeyName: `wallet-auth:${victim.publicKey}`,
          publicKey: victim.publicKey,
          curveType: chain === 'ethereum' ? 'API_KEY_CURVE_SECP256K1' : 'API_KEY_CURVE_ED25519',
        } as const,
        {
          apiKeyName: 'proof-check-1',
          publicKey: short.publicKey,
          curveType: 'API_KEY_CURVE_P256' as const,
          expirationSeconds: '60',
        },
      ],
      authenticators: [],
      oauthProviders: [],
    };
    // The sandbox as it starts: no proof of possession, no wallet signup.
    expect((await proxyCall(sandbox, 'signup_v2', squat)).status).toBe(401);
    // A service that takes it: the 60-second key logs in once, the session renews itself, and
    // the short key is gone (expired, or deleted as here): only session keys are left.
    const { organizationId, userId } = ok(await proxyCall(lenient, 'signup_v2', squat));
    const as = (privateKey: string) => ({ organizationId, privateKey });
    const login = (publicKey: string, stampedBy: string) =>
      submit(lenient, 'stamp_login', { publicKey }, as(stampedBy));
    const once = await login(first.publicKey, short.privateKey);
    expect(once.status, JSON.stringify(once.error)).toBe(200);
    expect((await login(renewed.publicKey, first.privateKey)).status).toBe(200);
    const listed = await query(
      lenient,
      'get_user',
      { organizationId, userId },
      { privateKey: renewed.privateKey },
    );
    const shortId =
      listed.body?.user.apiKeys.find((k) => k.credential.publicKey === short.publicKey)?.apiKeyId ??
      '';
    const dropped = await submit(
      lenient,
      'delete_api_keys',
      { userId, apiKeyIds: [shortId] },
      as(renewed.privateKey),
    );
    expect(dropped.status).toBe(200);

    const kit = kitFor(lenient);
    const wallet = byChain(page.wallets(), chain);
    const refused = await loginWithWallet(kit, { wallet }).catch((e: unknown) => e);
    expect(isKitError(refused, 'WALLET_ACCOUNT_IN_USE')).toBe(true);
    expect((refused as Error).message).toContain(victim.address);
    expect((refused as { details: { foreign: unknown[] } }).details.foreign).toEqual([
      expect.objectContaining({ kind: 'session' }),
      expect.objectContaining({ kind: 'session' }),
    ]);
    expect(kit.session.getSnapshot().status).not.toBe('signedIn');
    expect(await kit.keys.list()).toEqual([]);
    kit.destroy();
  });

  it('ends with USER_CANCELLED when the user rejects the signature, and can try again', async () => {
    const page = pageWithDevWallet();
    const kit = kitFor(sandbox);
    const wallet = byChain(page.wallets(), chain);
    page.signer.rejectNext();
    const refused = await loginWithWallet(kit, { wallet }).catch((e: unknown) => e);
    expect(isKitError(refused, 'USER_CANCELLED')).toBe(true);
    expect(kit.ceremony.active).toBeUndefined();
    expect(kit.session.getSnapshot().status).not.toBe('signedIn');
    const retried = await loginWithWallet(kit, { wallet });
    expect(retried.externalWallet.address).toBe(page.signer[chain].address);
    kit.destroy();
  });
});

describe('loginWithWallet failures', () => {
  it('WALLET_NOT_FOUND when no wallet of the chain is installed', async () => {
    const kit = kitFor(sandbox);
    const error = await loginWithWallet(kit, { wallet: 'solana' }).catch((e: unknown) => e);
    expect(isKitError(error, 'WALLET_NOT_FOUND')).toBe(true);
    kit.destroy();
  });

  it('WALLET_FAILED with the provider code for a provider error; USER_CANCELLED on abort', async () => {
    const win = new EventTarget() as WalletWindow;
    let signRequested: () => void = () => {};
    const signing = new Promise<void>((resolve) => {
      signRequested = resolve;
    });
    win.ethereum = {
      request: async ({ method }) => {
        if (method === 'eth_requestAccounts') {
          throw Object.assign(new Error('Internal JSON-RPC error.'), { code: -32603 });
        }
        return new Promise<never>(() => {});
      },
    };
    const [wallet] = (() => {
      let found: readonly ExternalWallet[] = [];
      watchWallets((l) => (found = l), { window: win, chains: ['ethereum'] })();
      return found;
    })();
    const kit = kitFor(sandbox);
    const failed = await loginWithWallet(kit, { wallet: wallet as ExternalWallet }).catch(
      (e: unknown) => e,
    );
    expect(isKitError(failed, 'WALLET_FAILED')).toBe(true);
    expect((failed as { details: unknown }).details).toEqual({ providerCode: -32603 });

    // A wallet that never answers: closing the UI (abort) ends the login and frees the ceremony.
    win.ethereum = {
      request: async ({ method }) => {
        if (method === 'eth_requestAccounts') return ['0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed'];
        signRequested();
        return new Promise<never>(() => {});
      },
    };
    let hanging: ExternalWallet | undefined;
    watchWallets((l) => (hanging = l[0]), { window: win, chains: ['ethereum'] })();
    const controller = new AbortController();
    const pending = loginWithWallet(kit, {
      wallet: hanging as ExternalWallet,
      signal: controller.signal,
    }).catch((e: unknown) => e);
    await signing;
    controller.abort();
    expect(isKitError(await pending, 'USER_CANCELLED')).toBe(true);
    expect(kit.ceremony.active).toBeUndefined();
    kit.destroy();
  });
});
