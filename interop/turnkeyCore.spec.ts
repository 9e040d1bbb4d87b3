/**
 * `@turnkey/core` (the newest the registry serves, 2.8.1, and 2.5.0) driven in Chromium against
 * the sandbox, same-origin and cross-origin: one test per row, in order, on one page per
 * version and origin (later rows use the sessions of earlier ones). The sandbox side (dev inbox,
 * dev OAuth login page, virtual passkey, dev wallet) is driven from here, through
 * `embedded-wallet-kit-sandbox/testing`; the dev wallet (`addDevWallet`) is an EIP-1193 provider
 * announced over EIP-6963, its keys held by this process, approving every request at once.
 */
import { createHash, randomBytes } from 'node:crypto';
import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import {
  addDevWallet,
  addVirtualPasskey,
  completeDevOAuthLogin,
  type DevWallet,
  readDevInfo,
  readLastCode,
} from 'embedded-wallet-kit-sandbox/testing';
import type { InteropSetup } from './main.js';
import { APP_ORIGIN, CROSS_ORIGIN } from './ports.js';

const VERSIONS = ['2.8.1', '2.5.0'] as const;
const MODES = [
  { name: 'same-origin', sandbox: APP_ORIGIN },
  { name: 'cross-origin', sandbox: CROSS_ORIGIN },
] as const;

interface KitConfig {
  oauthClientIds?: { google?: string; x?: string };
  oauthRedirectUrl?: string;
}

async function kitConfig(sandbox: string, configId: string): Promise<KitConfig> {
  const response = await fetch(`${sandbox}/v1/wallet_kit_config`, {
    method: 'POST',
    // The cross-origin sandbox's proxy admits the page's origin only.
    headers: {
      'content-type': 'application/json',
      'X-Auth-Proxy-Config-ID': configId,
      origin: APP_ORIGIN,
    },
    body: '{}',
  });
  if (!response.ok) throw new Error(`wallet_kit_config answered ${response.status}`);
  return (await response.json()) as KitConfig;
}

/** Signs in on the dev provider in a tab of its own; answers where it redirected back to. */
async function devOAuth(
  context: BrowserContext,
  authorizeUrl: URL,
  redirectUrl: string,
  email: string,
): Promise<URL> {
  const tab = await context.newPage();
  // The provider's redirect carries the answer (a fragment for id_token, a query for code); read
  // it from the redirect itself, as the sandbox's callback page would hand it to an opener.
  let back: URL | undefined;
  tab.on('response', (response) => {
    const location = response.headers().location;
    if (location?.startsWith(redirectUrl)) back = new URL(location);
  });
  await tab.route(`${redirectUrl}**`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/plain', body: 'back' }),
  );
  try {
    await tab.goto(authorizeUrl.href);
    await completeDevOAuthLogin(tab, { name: 'Interop Person', email }, { waitForClose: false });
    await tab.waitForURL((url) => url.href.startsWith(redirectUrl));
    if (!back) throw new Error('the provider did not redirect back');
    return back;
  } finally {
    await tab.close();
  }
}

for (const version of VERSIONS) {
  for (const mode of MODES) {
    test.describe
      .serial(`@turnkey/core ${version}, ${mode.name}`, () => {
        let context: BrowserContext;
        let page: Page;
        let config: KitConfig;
        let parentOrg: string;
        const stamp = `${version.replace(/\./g, '')}.${mode.name}.${Date.now().toString(36)}`;
        const email = `otp.${stamp}@example.com`;
        let otpUser = '';
        let wallet: DevWallet;

        test.beforeAll(async ({ browser }: { browser: Browser }) => {
          const info = await readDevInfo(mode.sandbox);
          parentOrg = info.organizationId;
          config = await kitConfig(mode.sandbox, info.authProxyConfigId);
          context = await browser.newContext();
          page = await context.newPage();
          // Before the page's scripts: the wallet announces itself over EIP-6963 at load.
          wallet = await addDevWallet(page, { name: 'Dev Wallet' });
          await page.goto(`${APP_ORIGIN}/`);
          await expect(page.locator('#status')).toHaveText('ready');
          const setup: InteropSetup = {
            version,
            apiBaseUrl: mode.sandbox,
            authProxyUrl: mode.sandbox,
            authProxyConfigId: info.authProxyConfigId,
            organizationId: info.organizationId,
            tlsFetcherKey: info.trustedKeys.tlsFetcher,
            rpId: 'localhost',
          };
          expect(await page.evaluate((s) => window.interop.init(s), setup)).toBe(version);
        });
        test.afterAll(async () => {
          await context?.close();
        });

        test('OTP signup', async () => {
          await page.evaluate((e) => window.interop.otpStart(e), email);
          const code = await readLastCode(mode.sandbox, email);
          const out = await page.evaluate(([e, c]) => window.interop.otpFinish(e, c, 'signup'), [
            email,
            code,
          ] as const);
          expect(out.organizationId).not.toBe(parentOrg);
          otpUser = out.userId;
        });

        test('OTP login', async () => {
          await page.evaluate((e) => window.interop.otpStart(e), email);
          const code = await readLastCode(mode.sandbox, email);
          const out = await page.evaluate(([e, c]) => window.interop.otpFinish(e, c, 'login'), [
            email,
            code,
          ] as const);
          expect(out.userId).toBe(otpUser);
        });

        test('user and wallet reads', async () => {
          const out = await page.evaluate(() => window.interop.reads());
          expect(out).toMatchObject({
            whoami: otpUser,
            userId: otpUser,
            userEmail: email,
            wallets: 1,
          });
          expect(out.addresses).toEqual([expect.stringMatching(/^0x[0-9a-fA-F]{40}$/)]);
        });

        test('session refresh', async () => {
          const out = await page.evaluate(() => window.interop.refresh());
          expect(out.userId).toBe(otpUser);
          expect(out.after).not.toBe(out.before);
        });

        test('one signed write', async () => {
          expect(await page.evaluate(() => window.interop.write())).toMatch(/\S/);
        });

        test('OIDC login (Google, dev provider): signup then login', async () => {
          const oidcEmail = `oidc.${stamp}@example.com`;
          const redirect = config.oauthRedirectUrl ?? `${mode.sandbox}/oauth-callback`;
          const users: string[] = [];
          for (const expected of ['SIGNUP', 'LOGIN']) {
            const { publicKey, nonce } = await page.evaluate(() => window.interop.oauthKey());
            const url = new URL(`${mode.sandbox}/oauth/auth`);
            for (const [k, v] of Object.entries({
              client_id: config.oauthClientIds?.google ?? '',
              response_type: 'id_token',
              scope: 'openid email profile',
              redirect_uri: redirect,
              nonce,
              state: randomBytes(8).toString('hex'),
            })) {
              url.searchParams.set(k, v);
            }
            const back = await devOAuth(context, url, redirect, oidcEmail);
            const idToken = new URLSearchParams(back.hash.slice(1)).get('id_token') ?? '';
            const out = await page.evaluate(([t, k]) => window.interop.oauthFinish(t, k), [
              idToken,
              publicKey,
            ] as const);
            expect(out.action).toBe(expected);
            users.push(out.userId);
          }
          expect(users[1]).toBe(users[0]);
        });

        test('OAuth 2.0 login (X, dev provider, PKCE): signup then login', async () => {
          const xEmail = `x.${stamp}@example.com`;
          const redirect = config.oauthRedirectUrl ?? `${mode.sandbox}/oauth-callback`;
          const clientId = config.oauthClientIds?.x ?? '';
          const users: string[] = [];
          for (const expected of ['SIGNUP', 'LOGIN']) {
            const { publicKey, nonce } = await page.evaluate(() => window.interop.oauthKey());
            const codeVerifier = randomBytes(32).toString('base64url');
            const url = new URL(`${mode.sandbox}/oauth/auth`);
            for (const [k, v] of Object.entries({
              client_id: clientId,
              response_type: 'code',
              scope: 'users.read',
              redirect_uri: redirect,
              code_challenge: createHash('sha256').update(codeVerifier).digest('base64url'),
              code_challenge_method: 'S256',
              state: randomBytes(8).toString('hex'),
            })) {
              url.searchParams.set(k, v);
            }
            const back = await devOAuth(context, url, redirect, xEmail);
            const oidcToken = await page.evaluate((p) => window.interop.oauth2Exchange(p), {
              provider: 'OAUTH2_PROVIDER_X',
              authCode: back.searchParams.get('code') ?? '',
              redirectUri: redirect,
              codeVerifier,
              nonce,
              clientId,
            });
            const out = await page.evaluate(([t, k]) => window.interop.oauthFinish(t, k), [
              oidcToken,
              publicKey,
            ] as const);
            expect(out.action).toBe(expected);
            users.push(out.userId);
          }
          expect(users[1]).toBe(users[0]);
        });

        test('passkey signup and login', async () => {
          const passkey = await addVirtualPasskey(page);
          try {
            const signup = await page.evaluate(() => window.interop.passkeySignup());
            expect(await passkey.credentials()).toHaveLength(1);
            // Logged out, then in: the envelope names the parent, the client's default.
            const login = await page.evaluate(() => window.interop.passkeyLogin());
            expect(login).toEqual(signup);
          } finally {
            await passkey.remove();
          }
        });

        test('wallet login (EIP-6963 dev wallet): signup then login', async () => {
          const rounds = await page.evaluate((n) => window.interop.walletLogin(n), 'Dev Wallet');
          expect(rounds.map((r) => r.action)).toEqual(['SIGNUP', 'LOGIN']);
          const [signup, login] = rounds;
          expect(signup?.organizationId).not.toBe(parentOrg);
          expect(login).toEqual({ ...signup, action: 'LOGIN' });
          expect(signup?.address.toLowerCase()).toBe(wallet.ethereum.address.toLowerCase());
        });
      });
  }
}
