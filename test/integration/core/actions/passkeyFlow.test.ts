import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginWithPasskey } from '../../../../src/core/actions/loginWithPasskey.js';
import { logout } from '../../../../src/core/actions/logout.js';
import { signupWithPasskey } from '../../../../src/core/actions/signupWithPasskey.js';
import type { PublicKeyCredentialCreationOptionsJSON } from '../../../../src/core/passkeys/webAuthnPort.js';
import { createMemoryStorage } from '../../../../src/core/platform/createMemoryStorage.js';
import { base64urlDecode } from '../../../../src/protocol/encoding.js';
import { decodeApiKeyStamp } from '../../../../src/protocol/stamp.js';
import {
  kitFor,
  type Sandbox,
  sandboxFetch,
  softwareWebAuthn,
  startSandbox,
} from '../../../support/sandboxKit.js';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());

const domError = (name: string) => Object.assign(new Error(name), { name });

describe('passkey signup and login against the sandbox', () => {
  it('signs up with a passkey (60 s API key, then stamp_login), then logs in with it', async () => {
    const webauthn = softwareWebAuthn(sandbox);
    const created: PublicKeyCredentialCreationOptionsJSON[] = [];
    const sent: { url: string; body: string; stamp: string | null }[] = [];
    const inner = sandboxFetch(sandbox);
    const kit = kitFor(sandbox, {
      passkey: {
        webauthn: {
          create: (options) => {
            created.push(options);
            return webauthn.port.create(options);
          },
          get: webauthn.port.get,
        },
      },
      fetch: (url, init) => {
        const headers = new Headers(init.headers);
        sent.push({ url, body: init.body as string, stamp: headers.get('x-stamp') });
        return inner(url, init);
      },
    });
    const signup = await signupWithPasskey(kit, { userName: 'Ada' });
    expect(signup.created).toBe(true);
    expect(webauthn.calls).toEqual(['create']);

    // The credential asked for (wire-details, "Sessions and logins beyond the proxy").
    const options = created[0];
    expect(base64urlDecode(options?.challenge ?? '')).toHaveLength(32);
    expect(base64urlDecode(options?.user.id ?? '')).toHaveLength(32);
    expect(options?.pubKeyCredParams.map((p) => p.alg)).toEqual([-7, -257]);
    expect(options?.authenticatorSelection).toMatchObject({
      residentKey: 'required',
      requireResidentKey: true,
    });
    // signup_v2 carries a 60-second API key, and stamp_login is stamped by exactly that key.
    const signupBody = JSON.parse(sent.find((s) => s.url.endsWith('/v1/signup_v2'))?.body ?? '{}');
    expect(signupBody.apiKeys[0]).toMatchObject({
      curveType: 'API_KEY_CURVE_P256',
      expirationSeconds: '60',
    });
    expect(signupBody.authenticators[0].challenge).toBe(options?.challenge);
    const stampLogin = sent.find((s) => s.url.endsWith('/public/v1/submit/stamp_login'));
    expect(decodeApiKeyStamp(stampLogin?.stamp ?? '')?.publicKey).toBe(
      signupBody.apiKeys[0].publicKey,
    );
    // Only the session key is left: the short-lived API key was never stored.
    expect(await kit.keys.list()).toEqual([signup.session.publicKey]);
    const { authenticators } = await kit.api.getAuthenticators({
      organizationId: signup.session.organizationId,
      userId: signup.session.userId,
    });
    expect(authenticators.map((a) => a.credentialId)).toEqual([
      webauthn.authenticator.credentials[0]?.credentialId,
    ]);
    await logout(kit);

    // Organization unknown: one prompt to find the passkey, one to stamp the login.
    const login = await loginWithPasskey(kit);
    expect(login.session.userId).toBe(signup.session.userId);
    expect(webauthn.calls).toEqual(['create', 'get', 'get']);
    await logout(kit);

    // Organization known: a single prompt.
    await loginWithPasskey(kit, { organizationId: signup.session.organizationId });
    expect(webauthn.calls).toEqual(['create', 'get', 'get', 'get']);
    kit.destroy();
  });

  it('creates a wallet with a passkey signup, its proofs fetched beside the login and checked', async () => {
    const webauthn = softwareWebAuthn(sandbox);
    // The login's answer waits until the proof query has left: a flow that sent them one after
    // the other would never finish.
    let proofQueryLeft: () => void = () => {};
    const left = new Promise<void>((resolve) => {
      proofQueryLeft = resolve;
    });
    const stamps: Record<string, string | undefined> = {};
    const inner = sandboxFetch(sandbox);
    const kit = kitFor(sandbox, {
      passkey: { webauthn: webauthn.port },
      fetch: async (url, init) => {
        const name = new URL(url).pathname.replace(/^.*\//, '');
        const stamp = new Headers(init?.headers).get('X-Stamp');
        stamps[name] = stamp === null ? undefined : decodeApiKeyStamp(stamp)?.publicKey;
        if (name === 'get_boot_proof') proofQueryLeft();
        const response = await inner(url, init);
        if (name === 'stamp_login') await left;
        return response;
      },
    });
    const signup = await signupWithPasskey(kit, {
      wallet: {
        walletName: 'W',
        accounts: [
          {
            curve: 'CURVE_ED25519',
            pathFormat: 'PATH_FORMAT_BIP32',
            path: "m/44'/501'/0'/0'",
            addressFormat: 'ADDRESS_FORMAT_SOLANA',
          },
        ],
      },
    });
    expect(signup.wallet).toMatchObject({ verified: true });
    // Both stamped by the signup's 60-second key, not by the new session key.
    expect(stamps.get_boot_proof).toBe(stamps.stamp_login);
    expect(stamps.get_boot_proof).not.toBe(signup.session.publicKey);
    kit.destroy();
  });

  it('a dismissed passkey prompt is USER_CANCELLED, and nothing is created', async () => {
    const webauthn = softwareWebAuthn(sandbox, { refuse: () => domError('NotAllowedError') });
    const kit = kitFor(sandbox, { passkey: { webauthn: webauthn.port } });
    await expect(signupWithPasskey(kit)).rejects.toMatchObject({ code: 'USER_CANCELLED' });
    await expect(loginWithPasskey(kit)).rejects.toMatchObject({ code: 'USER_CANCELLED' });
    expect(await kit.keys.list()).toEqual([]);
    expect(kit.passkeysHere.seen()).toBe(false);
    kit.destroy();
  });

  it("names the passkey after the user's contact, and remembers that this browser has one", async () => {
    const webauthn = softwareWebAuthn(sandbox);
    const created: PublicKeyCredentialCreationOptionsJSON[] = [];
    const storage = createMemoryStorage();
    const kitWith = () =>
      kitFor(sandbox, {
        storage,
        passkey: {
          rpName: 'Demo',
          webauthn: {
            create: (options) => {
              created.push(options);
              return webauthn.port.create(options);
            },
            get: webauthn.port.get,
          },
        },
      });
    const kit = kitWith();
    expect(kit.passkeysHere.seen()).toBe(false);
    await signupWithPasskey(kit, { passkeyUserName: 'ada@example.com', userName: 'Ada' });
    expect(created[0]?.user).toMatchObject({
      name: 'ada@example.com',
      displayName: 'ada@example.com',
    });
    expect(kit.passkeysHere.seen()).toBe(true);
    await logout(kit);
    kit.destroy();
    // Kept per app in the kit's storage: the next page load knows it too.
    expect(kitWith().passkeysHere.seen()).toBe(true);

    // Without a name: the app's and the day's, never a generic "Wallet user".
    const other = kitWith();
    await signupWithPasskey(other);
    expect(created[1]?.user.name).toMatch(/^Demo \d{4}-\d{2}-\d{2}$/);
    other.destroy();
  });

  it('without a relying party id (no rpId, no page) both are WEBAUTHN_NOT_SUPPORTED, before any prompt or request', async () => {
    const webauthn = softwareWebAuthn(sandbox);
    const sent: string[] = [];
    const inner = sandboxFetch(sandbox);
    const kit = kitFor(sandbox, {
      passkey: { rpId: undefined, webauthn: webauthn.port },
      fetch: (url, init) => {
        sent.push(url);
        return inner(url, init);
      },
    });
    const before = sent.length;
    await expect(signupWithPasskey(kit)).rejects.toMatchObject({ code: 'WEBAUTHN_NOT_SUPPORTED' });
    await expect(loginWithPasskey(kit)).rejects.toMatchObject({ code: 'WEBAUTHN_NOT_SUPPORTED' });
    expect(webauthn.calls).toEqual([]);
    expect(sent.slice(before).filter((u) => /signup|account|stamp_login/.test(u))).toEqual([]);
    // The ceremony guard is free again: a failed ceremony does not block the next one.
    expect(kit.ceremony.active).toBeUndefined();
    kit.destroy();
  });

  it('a passkey no account knows is NOT_FOUND', async () => {
    const webauthn = softwareWebAuthn(sandbox);
    webauthn.authenticator.register();
    const kit = kitFor(sandbox, { passkey: { webauthn: webauthn.port } });
    await expect(loginWithPasskey(kit)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    kit.destroy();
  });

  it('naming the parent logs the passkey in to its own organization; another is refused (UNAUTHENTICATED)', async () => {
    const webauthn = softwareWebAuthn(sandbox);
    const kit = kitFor(sandbox, { passkey: { webauthn: webauthn.port } });
    const signup = await signupWithPasskey(kit);
    await logout(kit);
    // The production client's default: the envelope names the parent organization.
    const viaParent = await loginWithPasskey(kit, {
      organizationId: sandbox.bootstrap.organizationId,
    });
    expect(viaParent.session.organizationId).toBe(signup.session.organizationId);
    await logout(kit);
    await expect(
      loginWithPasskey(kit, { organizationId: '00000000-0000-4000-8000-000000000000' }),
    ).rejects.toMatchObject({ name: 'SignedApiError', code: 'UNAUTHENTICATED' });
    kit.destroy();
  });
});
