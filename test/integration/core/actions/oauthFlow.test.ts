import { IDBFactory } from 'fake-indexeddb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeOAuthRedirect } from '../../../../src/core/actions/completeOAuthRedirect.js';
import { initOtp } from '../../../../src/core/actions/initOtp.js';
import { loginWithOAuthPopup } from '../../../../src/core/actions/loginWithOAuthPopup.js';
import { pendingOAuthRedirect } from '../../../../src/core/actions/pendingOAuthRedirect.js';
import { resumeOAuthRedirect } from '../../../../src/core/actions/resumeOAuthRedirect.js';
import { startOAuthRedirect } from '../../../../src/core/actions/startOAuthRedirect.js';
import { verifyOtp } from '../../../../src/core/actions/verifyOtp.js';
import { createIndexedDbKeyStore } from '../../../../src/core/keys/createIndexedDbKeyStore.js';
import { OAUTH_RESULT_KEY } from '../../../../src/core/oauth/oauthMessages.js';
import { createMemoryStorage } from '../../../../src/core/platform/createMemoryStorage.js';
import {
  driveDevProvider,
  kitFor,
  readOtpCode,
  type Sandbox,
  scriptedPopup,
  startSandbox,
} from '../../../support/sandboxKit.js';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());

let n = 0;
const email = () => `social${++n}-${Date.now()}@example.com`;

const setParam = (url: string, name: string, value: string) => {
  const u = new URL(url);
  const hash = new URLSearchParams(u.hash.slice(1));
  if (hash.has(name)) {
    hash.set(name, value);
    u.hash = hash.toString();
  } else u.searchParams.set(name, value);
  return u.href;
};

describe('OAuth logins against the sandbox and its dev provider', () => {
  it('OIDC (Google) in a popup: signup on first login, the same user next time', async () => {
    const user = email();
    const popup = scriptedPopup(sandbox, { email: user });
    const kit = kitFor(sandbox, { oauth: { popup: popup.port } });
    const first = await loginWithOAuthPopup(kit, { provider: 'google' });
    expect(first.created).toBe(true);
    const authorize = new URL(popup.opened[0] ?? '');
    expect(authorize.searchParams.get('response_type')).toBe('id_token');
    // nonce = hex(sha256(utf8(compressed session public key hex)))
    const digest = await crypto.subtle.digest(
      'SHA-256',
      new TextEncoder().encode(first.session.publicKey),
    );
    expect(authorize.searchParams.get('nonce')).toBe(Buffer.from(digest).toString('hex'));

    const second = await loginWithOAuthPopup(kit, { provider: 'google' });
    expect(second.created).toBe(false);
    expect(second.session.userId).toBe(first.session.userId);
    kit.destroy();
  });

  it('a first Google login joins the e-mail account with the same verified address (social linking)', async () => {
    // The kit looks the identity up before it logs in (README, "What the kit sends"): the lookup
    // must find the account linking joins, or a second account is made for the same person.
    const user = email();
    const otpKit = kitFor(sandbox);
    const handle = await initOtp(otpKit, { otpType: 'OTP_TYPE_EMAIL', contact: user });
    const byCode = await verifyOtp(otpKit, { handle, code: await readOtpCode(sandbox, user) });
    otpKit.destroy();
    const popup = scriptedPopup(sandbox, { email: user, emailVerified: true });
    const kit = kitFor(sandbox, { oauth: { popup: popup.port } });
    const social = await loginWithOAuthPopup(kit, { provider: 'google' });
    expect(social.created).toBe(false);
    expect(social.session.organizationId).toBe(byCode.session.organizationId);
    expect(social.session.userId).toBe(byCode.session.userId);
    kit.destroy();
  });

  it('OAuth 2.0 (X, Discord) with PKCE S256 through oauth2_authenticate', async () => {
    for (const provider of ['x', 'discord'] as const) {
      const popup = scriptedPopup(sandbox, { email: email() });
      const kit = kitFor(sandbox, { oauth: { popup: popup.port } });
      const result = await loginWithOAuthPopup(kit, { provider });
      expect(result.created).toBe(true);
      const authorize = new URL(popup.opened[0] ?? '');
      expect(authorize.searchParams.get('response_type')).toBe('code');
      expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
      expect(authorize.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(kit.session.getSnapshot().status).toBe('signedIn');
      kit.destroy();
    }
  });

  it('refuses an answer whose state is not ours (STATE_MISMATCH), keeping no key', async () => {
    const popup = scriptedPopup(sandbox, {
      email: email(),
      tamper: (url) => setParam(url, 'state', 'forged-state'),
    });
    const kit = kitFor(sandbox, { oauth: { popup: popup.port } });
    await expect(loginWithOAuthPopup(kit, { provider: 'google' })).rejects.toMatchObject({
      code: 'STATE_MISMATCH',
    });
    expect(await kit.keys.list()).toEqual([]);
    kit.destroy();
  });

  it('refuses an id_token minted for another key (NONCE_MISMATCH)', async () => {
    const b = sandbox.bootstrap;
    // A genuine token of the dev provider, but for another nonce (another session key).
    const other = new URL(`${b.baseUrl}/oauth/auth`);
    other.search = new URLSearchParams({
      client_id: 'ewk-sandbox-google',
      redirect_uri: `${b.baseUrl}/oauth-callback`,
      response_type: 'id_token',
      response_mode: 'fragment',
      scope: 'openid email profile',
      state: 'whatever',
      nonce: 'a'.repeat(64),
    }).toString();
    const foreign = new URLSearchParams(
      new URL(await driveDevProvider(sandbox, other.href)).hash.slice(1),
    ).get('id_token');
    expect(foreign).toBeTruthy();
    const popup = scriptedPopup(sandbox, {
      tamper: (url) => setParam(url, 'id_token', foreign ?? ''),
    });
    const kit = kitFor(sandbox, { oauth: { popup: popup.port } });
    await expect(loginWithOAuthPopup(kit, { provider: 'google' })).rejects.toMatchObject({
      code: 'NONCE_MISMATCH',
    });
    kit.destroy();
  });

  it('a user who cancels at the provider gets USER_CANCELLED', async () => {
    const popup = scriptedPopup(sandbox, { action: 'cancel' });
    const kit = kitFor(sandbox, { oauth: { popup: popup.port } });
    await expect(loginWithOAuthPopup(kit, { provider: 'google' })).rejects.toMatchObject({
      code: 'USER_CANCELLED',
    });
    kit.destroy();
  });

  it('a user who closes the popup gets USER_CANCELLED', async () => {
    const popup = scriptedPopup(sandbox, { action: 'close' });
    const kit = kitFor(sandbox, { oauth: { popup: popup.port } });
    await expect(loginWithOAuthPopup(kit, { provider: 'google' })).rejects.toMatchObject({
      code: 'USER_CANCELLED',
    });
    expect(await kit.keys.list()).toEqual([]);
    kit.destroy();
  });

  it('ignores messages from another origin (the popup then closes: USER_CANCELLED)', async () => {
    const popup = scriptedPopup(sandbox, { email: email(), postFromOrigin: 'https://evil.test' });
    const kit = kitFor(sandbox, { oauth: { popup: popup.port } });
    await expect(loginWithOAuthPopup(kit, { provider: 'google' })).rejects.toMatchObject({
      code: 'USER_CANCELLED',
    });
    expect(kit.session.getSnapshot().status).toBe('signedOut');
    kit.destroy();
  });

  it('aborting the signal (the modal closed) cancels and closes the popup', async () => {
    const popup = scriptedPopup(sandbox, { action: 'close' });
    let opened: { closed: boolean } | undefined;
    const kit = kitFor(sandbox, {
      oauth: {
        popup: {
          open: () => {
            const p = popup.port.open();
            opened = p ?? undefined;
            if (p) p.navigate = () => {}; // the user stares at the provider's page
            return p;
          },
          onMessage: popup.port.onMessage,
        },
      },
    });
    const controller = new AbortController();
    const pending = loginWithOAuthPopup(kit, { provider: 'google', signal: controller.signal });
    setImmediate(() => controller.abort());
    await expect(pending).rejects.toMatchObject({ code: 'USER_CANCELLED' });
    expect(opened?.closed).toBe(true);
    kit.destroy();
  });

  it('reports a blocked popup', async () => {
    const kit = kitFor(sandbox, {
      oauth: { popup: { open: () => null, onMessage: () => () => {} } },
    });
    await expect(loginWithOAuthPopup(kit, { provider: 'google' })).rejects.toMatchObject({
      code: 'POPUP_BLOCKED',
    });
    kit.destroy();
  });

  it('refuses a provider the organization has not enabled', async () => {
    const kit = kitFor(sandbox, { oauth: { popup: scriptedPopup(sandbox).port } });
    await expect(loginWithOAuthPopup(kit, { provider: 'apple' })).rejects.toMatchObject({
      code: 'FAILED_PRECONDITION',
    });
    kit.destroy();
  });

  it('full-page redirect: start, leave, come back after a reload, resume', async () => {
    const indexedDB = new IDBFactory();
    const pendingStorage = createMemoryStorage();
    const storage = createMemoryStorage();
    const navigations: string[] = [];
    const tab = () =>
      kitFor(sandbox, {
        keyStore: createIndexedDbKeyStore({ indexedDB }),
        pendingStorage,
        storage,
        oauth: { navigate: (url) => navigations.push(url) },
      });
    const before = tab();
    await startOAuthRedirect(before, {
      provider: 'x',
      returnTo: 'https://app.test/login',
    });
    expect(navigations).toHaveLength(1);
    // Started, not answered yet: nothing to resume.
    expect(pendingOAuthRedirect(before, 'https://app.test/login')).toBeNull();
    before.destroy();

    // The provider, then the redirect page (no opener: redirect mode).
    const redirect = await driveDevProvider(sandbox, navigations[0] ?? '', { email: email() });
    // Answered in the URL of a redirect page that is the app's page.
    const landing = tab();
    expect(pendingOAuthRedirect(landing, redirect)).toEqual({ provider: 'x' });
    landing.destroy();
    const back: string[] = [];
    expect(
      completeOAuthRedirect({
        url: redirect,
        opener: null,
        storage: pendingStorage,
        navigate: (u) => back.push(u),
      }),
    ).toBe('redirect');
    expect(back).toEqual(['https://app.test/login']);
    expect(pendingStorage.getItem(OAUTH_RESULT_KEY)).not.toBeNull();

    // The page reloads: a new kit over the same storage and IndexedDB.
    const after = tab();
    expect(pendingOAuthRedirect(after)).toEqual({ provider: 'x' });
    const result = await resumeOAuthRedirect(after);
    expect(result?.created).toBe(true);
    expect(after.session.getSnapshot().status).toBe('signedIn');
    // Used once: a second resume finds nothing.
    expect(await resumeOAuthRedirect(after)).toBeNull();
    expect(pendingOAuthRedirect(after, redirect)).toBeNull();
    after.destroy();

    // And the session survives one more reload.
    const reloaded = tab();
    await reloaded.session.ready();
    expect(reloaded.session.getSnapshot().session?.token).toBe(result?.session.token);
    reloaded.destroy();
  });

  it('resume refuses a redirect answer with a forged state', async () => {
    const pendingStorage = createMemoryStorage();
    const navigations: string[] = [];
    const kit = kitFor(sandbox, {
      pendingStorage,
      oauth: { navigate: (u) => navigations.push(u) },
    });
    await startOAuthRedirect(kit, { provider: 'google', returnTo: 'https://app.test/' });
    const redirect = await driveDevProvider(sandbox, navigations[0] ?? '');
    await expect(
      resumeOAuthRedirect(kit, { url: setParam(redirect, 'state', 'nope') }),
    ).rejects.toMatchObject({ code: 'STATE_MISMATCH' });
    expect(await kit.keys.list()).toEqual([]);
    kit.destroy();
  });
});
