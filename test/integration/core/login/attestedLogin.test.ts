import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initOtp } from '../../../../src/core/actions/initOtp.js';
import { loginWithOAuthPopup } from '../../../../src/core/actions/loginWithOAuthPopup.js';
import { logout } from '../../../../src/core/actions/logout.js';
import { verifyOtp } from '../../../../src/core/actions/verifyOtp.js';
import { createMemoryKeyStore } from '../../../../src/core/keys/createMemoryKeyStore.js';
import type { StoredKey } from '../../../../src/core/keys/keyStore.js';
import { attestedLogin } from '../../../../src/core/login/logInWithToken.js';
import type { TokenLogin } from '../../../../src/core/walletKit.js';
import { decodeApiKeyStamp, decodeAttestedStamp } from '../../../../src/protocol/stamp.js';
import { ETHEREUM_WALLET } from '../../../support/core/walletFixtures.js';
import {
  kitFor,
  readOtpCode,
  type Sandbox,
  sandboxFetch,
  scriptedPopup,
  startSandbox,
} from '../../../support/sandboxKit.js';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());

let n = 0;
const email = () => `attested${++n}-${Date.now()}@example.com`;

interface Sent {
  path: string;
  attested?: ReturnType<typeof decodeAttestedStamp>;
  /** The `X-Stamp` key, if stamped so. */
  stampKey?: string;
  body: unknown;
  status: number;
  json: unknown;
}

/**
 * A kit whose every request (path, stamps, body, answer) is recorded, and each start and end.
 * `hold`: a request whose answer waits until a request to another path has started (a flow that
 * sent them one after the other then never finishes).
 */
function recordingKit(
  tokenLogin: TokenLogin,
  popup?: ReturnType<typeof scriptedPopup>,
  hold?: { answer: (name: string) => boolean; until: string },
) {
  const sent: Sent[] = [];
  const events: string[] = [];
  const configs: string[] = [];
  const ahead: unknown[] = [];
  let release: () => void = () => {};
  const started = new Promise<void>((resolve) => {
    release = resolve;
  });
  const inner = sandboxFetch(sandbox);
  const kit = kitFor(sandbox, {
    tokenLogin,
    ...(popup ? { oauth: { popup: popup.port } } : {}),
    fetch: async (url, init) => {
      const name = new URL(url).pathname.replace(/^.*\//, '');
      // The configuration an attested login reads its session lifetime from (sessionLifetime),
      // fetched while the user types: counted apart, it is no step of the login.
      if (name === 'wallet_kit_config') {
        configs.push(name);
        return inner(url, init);
      }
      // The lookup by address made while the code travels (initOtp), counted apart too: it
      // answers before the code is typed, and the check after it looks up no more.
      const lookup = name === 'account' ? JSON.parse(String(init?.body)) : undefined;
      if (lookup && lookup.filterType !== 'OIDC_TOKEN' && !lookup.verificationToken) {
        const response = await inner(url, init);
        ahead.push(await response.clone().json());
        return response;
      }
      events.push(`start ${name}`);
      if (name === hold?.until) release();
      const response = await inner(url, init);
      if (hold?.answer(name)) await started;
      events.push(`end ${name}`);
      const headers = new Headers(init?.headers);
      const header = headers.get('X-Stamp-Attested');
      const stamp = headers.get('X-Stamp');
      sent.push({
        path: new URL(url).pathname,
        attested: header === null ? undefined : decodeAttestedStamp(header),
        stampKey: stamp === null ? undefined : decodeApiKeyStamp(stamp)?.publicKey,
        body: JSON.parse(String(init?.body ?? 'null')),
        status: response.status,
        json: await response.clone().json(),
      });
      return response;
    },
  });
  return { kit, sent, events, configs, ahead };
}

const paths = (sent: Sent[]) => sent.map((s) => s.path.replace(/^.*\//, ''));

async function otpLogin(kit: ReturnType<typeof kitFor>, contact: string) {
  const handle = await initOtp(kit, { otpType: 'OTP_TYPE_EMAIL', contact });
  return verifyOtp(kit, { handle, code: await readOtpCode(sandbox, contact) });
}

describe('login by X-Stamp-Attested stamp_login (tokenLogin)', () => {
  it("is the default: a returning user's code check is followed by one stamp_login", async () => {
    const { kit, sent, configs, ahead } = recordingKit('attested');
    const contact = email();
    const first = await otpLogin(kit, contact);
    expect(first.created).toBe(true);
    // New user: `account`, asked while the code travels, answers empty (not an error); the
    // check is followed by the signup and its login.
    expect(ahead).toEqual([{}]);
    expect(paths(sent)).toEqual(['otp_init_v2', 'otp_verify_v2', 'signup_v2', 'stamp_login']);
    expect(sent.every((s) => s.status === 200)).toBe(true);
    await logout(kit);

    sent.length = 0;
    const again = await otpLogin(kit, contact);
    expect(again.created).toBe(false);
    expect(again.session.organizationId).toBe(first.session.organizationId);
    expect(again.session.userId).toBe(first.session.userId);
    expect(paths(sent)).toEqual(['otp_init_v2', 'otp_verify_v2', 'stamp_login']);
    const login = sent[2] as Sent;
    // The proxy configuration's lifetime, asked for (issue 29 item 6), read once per kit.
    const config = await kit.remoteConfig();
    expect(login.body).toMatchObject({
      parameters: { expirationSeconds: config.sessionExpirationSeconds },
    });
    expect(configs).toEqual(['wallet_kit_config']);
    expect(login.attested).toMatchObject({
      scheme: 'STAMP_ATTESTED_SCHEME_P256_VERIFICATION_TOKEN',
      publicKey: again.session.publicKey,
    });
    expect(kit.session.getSnapshot()).toMatchObject({ status: 'signedIn', session: again.session });
    kit.destroy();

    // The same user on a device that never logged them in: `account` finds the sub-organization,
    // and the login names it.
    const other = recordingKit('attested');
    const elsewhere = await otpLogin(other.kit, contact);
    expect(elsewhere).toMatchObject({ created: false, session: { userId: first.session.userId } });
    expect(paths(other.sent)).toEqual(['otp_init_v2', 'otp_verify_v2', 'account', 'stamp_login']);
    expect(other.sent[2]?.json).toEqual({ organizationId: first.session.organizationId });
    expect(other.sent[3]?.body).toMatchObject({ organizationId: first.session.organizationId });
    expect(other.sent.every((s) => s.status === 200)).toBe(true);
    other.kit.destroy();
  });

  it('a known identity whose account is gone is forgotten, then signed up as a new user', async () => {
    const { kit, sent } = recordingKit('attested');
    const contact = email();
    // This device believes the contact has an account; the service has none.
    await kit.knownAccounts.remember({ otpType: 'OTP_TYPE_EMAIL', contact });
    expect(await otpLogin(kit, contact)).toMatchObject({ created: true });
    // After the code check: the login that finds no account (404, its token unspent), then as
    // for a stranger.
    const after = paths(sent).slice(2);
    expect(after).toEqual(['stamp_login', 'account', 'signup_v2', 'stamp_login']);
    expect(sent[2]).toMatchObject({ status: 404 });
    // Remembered again once logged in: the next login is one request after the code check.
    expect(await kit.knownAccounts.has({ otpType: 'OTP_TYPE_EMAIL', contact })).toBe(true);
    kit.destroy();
  });

  it("a new user's wallet proofs are fetched beside the login, stamped by a 60-second signup key", async () => {
    // The login after the signup answers only once the proof query has left.
    let signedUp = false;
    const { kit, sent, events } = recordingKit('attested', undefined, {
      answer: (name) => {
        signedUp ||= name === 'signup_v2';
        return signedUp && name === 'stamp_login';
      },
      until: 'get_boot_proof',
    });
    const contact = email();
    const handle = await initOtp(kit, { otpType: 'OTP_TYPE_EMAIL', contact });
    const result = await verifyOtp(kit, {
      handle,
      code: await readOtpCode(sandbox, contact),
      signup: {
        wallet: ETHEREUM_WALLET,
      },
    });
    expect(result).toMatchObject({ created: true, wallet: { verified: true } });
    expect(result.wallet?.attestations).toHaveLength(1);
    // get_boot_proof leaves before the login's stamp_login has answered: one round trip, not two.
    expect(events.slice(0, 4)).toEqual([
      'start otp_init_v2',
      'end otp_init_v2',
      'start otp_verify_v2',
      'end otp_verify_v2',
    ]);
    expect(events.slice(4, 6)).toEqual(['start signup_v2', 'end signup_v2']);
    expect(events.slice(6, 8).sort()).toEqual(['start get_boot_proof', 'start stamp_login']);
    expect(events.slice(8).sort()).toEqual(['end get_boot_proof', 'end stamp_login']);
    // The signup registers one API key, signed for in the client signature, living 60 s; it
    // stamps the proof query, and it is not the session key.
    const signup = sent.find((s) => s.path.endsWith('/signup_v2'))?.body as {
      apiKeys: { publicKey: string; expirationSeconds?: string; curveType: string }[];
      clientSignature: { message: string };
    };
    expect(signup.apiKeys).toHaveLength(1);
    const [apiKey] = signup.apiKeys;
    expect(apiKey).toMatchObject({ curveType: 'API_KEY_CURVE_P256', expirationSeconds: '60' });
    expect(JSON.parse(signup.clientSignature.message).signupV2.apiKeys).toEqual(signup.apiKeys);
    const proofQuery = sent.find((s) => s.path.endsWith('/get_boot_proof'));
    expect(proofQuery?.stampKey).toBe(apiKey?.publicKey);
    expect(apiKey?.publicKey).not.toBe(result.session.publicKey);
    // The key is not kept: only the session's key is in the key store.
    expect(await kit.keys.list()).toEqual([result.session.publicKey]);
    kit.destroy();
  });

  it("a new user's login is stamped while the signup travels, and leaves once it has answered", async () => {
    // The signup's answer is held until the kit has signed twice since the code check: the
    // signup's client signature and the login's stamp. A flow that stamped the login only after
    // the answer would never finish.
    const order: string[] = [];
    let signs = 0;
    let signedTwice: () => void = () => {};
    const signed = new Promise<void>((resolve) => {
      signedTwice = resolve;
    });
    let keysMadeDuringCheck = 0;
    let checking = false;
    let checked = false;
    const subtle = globalThis.crypto.subtle;
    const crypto = {
      getRandomValues: globalThis.crypto.getRandomValues.bind(globalThis.crypto),
      // Node's SubtleCrypto methods need their own `this`: the rest are bound to it.
      subtle: new Proxy(subtle, {
        get(target, property) {
          if (property === 'sign') {
            return (...args: Parameters<SubtleCrypto['sign']>) => {
              if (checked) signs++;
              if (signs === 2) signedTwice();
              return target.sign(...args);
            };
          }
          if (property === 'generateKey') {
            return (...args: Parameters<SubtleCrypto['generateKey']>) => {
              if (checking) keysMadeDuringCheck++;
              return (target.generateKey as (...a: typeof args) => unknown)(...args);
            };
          }
          const value: unknown = Reflect.get(target, property);
          return typeof value === 'function' ? value.bind(target) : value;
        },
      }),
    };
    const inner = sandboxFetch(sandbox);
    let loginBody: { organizationId?: string } = {};
    const kit = kitFor(sandbox, {
      crypto,
      fetch: async (url, init) => {
        const name = new URL(url).pathname.replace(/^.*\//, '');
        order.push(`start ${name}`);
        if (name === 'stamp_login') loginBody = JSON.parse(String(init?.body));
        const response = await inner(url, init);
        if (name === 'signup_v2') await signed;
        if (name === 'otp_verify_v2') [checking, checked] = [false, true];
        order.push(`end ${name}`);
        return response;
      },
    });
    const contact = email();
    const handle = await initOtp(kit, { otpType: 'OTP_TYPE_EMAIL', contact });
    const code = await readOtpCode(sandbox, contact);
    checking = true;
    const result = await verifyOtp(kit, { handle, code, signup: { wallet: ETHEREUM_WALLET } });
    expect(result).toMatchObject({ created: true, wallet: { verified: true } });
    const afterSignup = order.slice(order.indexOf('end signup_v2'));
    expect(afterSignup[1]).toBe('start stamp_login');
    expect(order.indexOf('start stamp_login')).toBeGreaterThan(order.indexOf('end signup_v2'));
    // Addressed to the kit's organization: the new sub-organization's id was not known yet.
    expect(loginBody.organizationId).toBe(sandbox.bootstrap.organizationId);
    expect(result.session.organizationId).not.toBe(sandbox.bootstrap.organizationId);
    // The wallet's proof-check key was made while the code was checked, not after its answer.
    expect(keysMadeDuringCheck).toBe(1);
    kit.destroy();
  });

  it("'proxy' keeps the proxy's account lookup and otp_login_v2, for the same user", async () => {
    const contact = email();
    const attested = recordingKit('attested');
    const made = await otpLogin(attested.kit, contact);
    attested.kit.destroy();

    const { kit, sent } = recordingKit('proxy');
    const result = await otpLogin(kit, contact);
    expect(result.created).toBe(false);
    expect(result.session.userId).toBe(made.session.userId);
    expect(paths(sent)).toEqual(['otp_init_v2', 'otp_verify_v2', 'account', 'otp_login_v2']);
    expect(sent.some((s) => s.attested)).toBe(false);

    // And a proxy signup is found by an attested login.
    const other = email();
    const proxyMade = await otpLogin(kit, other);
    expect(proxyMade.created).toBe(true);
    expect(paths(sent).slice(-4)).toEqual([
      'otp_init_v2',
      'otp_verify_v2',
      'signup_v2',
      'otp_login_v2',
    ]);
    kit.destroy();
    const back = recordingKit('attested');
    const found = await otpLogin(back.kit, other);
    expect(found).toMatchObject({ created: false, session: { userId: proxyMade.session.userId } });
    back.kit.destroy();
  });

  it('spends the verification token: a second login with it is refused', async () => {
    const { kit, sent } = recordingKit('attested');
    const contact = email();
    await otpLogin(kit, contact);
    await logout(kit);
    sent.length = 0;
    const { session } = await otpLogin(kit, contact);
    const verify = sent[1]?.json as { verificationToken: string } | undefined;
    const token = verify?.verificationToken ?? '';
    const key = await kit.keys.get(session.publicKey);
    if (!key) throw new Error('the session key is not in the key store');
    const error = await attestedLogin(kit, {
      key,
      token: { kind: 'verificationToken', token, tokenId: '' },
    }).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'SignedApiError' });
    expect((error as { code: string }).code).not.toBe('NOT_FOUND');
    kit.destroy();
  });

  it("OIDC: a new user's wallet proofs are fetched beside the login, stamped by a 60-second signup key", async () => {
    let signedUp = false;
    const popup = scriptedPopup(sandbox, { email: email() });
    const { kit, sent, events } = recordingKit('attested', popup, {
      answer: (name) => {
        signedUp ||= name === 'signup_v2';
        return signedUp && name === 'stamp_login';
      },
      until: 'get_boot_proof',
    });
    const result = await loginWithOAuthPopup(kit, {
      provider: 'google',
      signup: { wallet: ETHEREUM_WALLET },
    });
    expect(result).toMatchObject({ created: true, wallet: { verified: true } });
    // The proof query leaves before the login has answered (the login's answer is held for it,
    // so a flow that sent them one after the other would never get here); which of the two
    // leaves first is up to the two signatures' WebCrypto timing.
    const afterSignup = events.slice(events.indexOf('end signup_v2') + 1);
    expect(afterSignup.indexOf('start get_boot_proof')).toBeLessThan(
      afterSignup.indexOf('end stamp_login'),
    );
    expect(afterSignup.filter((e) => e.startsWith('start')).sort()).toEqual([
      'start get_boot_proof',
      'start stamp_login',
    ]);
    const signup = sent.find((s) => s.path.endsWith('/signup_v2'))?.body as {
      apiKeys: { publicKey: string; expirationSeconds?: string }[];
    };
    expect(signup.apiKeys).toEqual([expect.objectContaining({ expirationSeconds: '60' })]);
    const proofQuery = sent.find((s) => s.path.endsWith('/get_boot_proof'));
    expect(proofQuery?.stampKey).toBe(signup.apiKeys[0]?.publicKey);
    expect(proofQuery?.stampKey).not.toBe(result.session.publicKey);
    expect(await kit.keys.list()).toEqual([result.session.publicKey]);
    kit.destroy();
  });

  it('a token whose user the service does not find is NOT_FOUND, thrown', async () => {
    // A code check whose signup is refused leaves its token unspent and no account behind; the
    // key store keeps a reference to the session key the token names.
    const keys = createMemoryKeyStore();
    const made: StoredKey[] = [];
    const inner = sandboxFetch(sandbox);
    let verificationToken = '';
    const requested: string[] = [];
    const kit = kitFor(sandbox, {
      keyStore: {
        ...keys,
        put: (entry) => {
          made.push(entry);
          return keys.put(entry);
        },
      },
      fetch: async (url, init) => {
        requested.push(new URL(url).pathname.replace(/^.*\//, ''));
        if (url.endsWith('/signup_v2')) {
          return Response.json({ code: 14, message: 'refused', details: [] }, { status: 503 });
        }
        const response = await inner(url, init);
        if (url.endsWith('/otp_verify_v2')) {
          ({ verificationToken } = (await response.clone().json()) as {
            verificationToken: string;
          });
        }
        return response;
      },
    });
    await expect(otpLogin(kit, email())).rejects.toMatchObject({ code: 'UNAVAILABLE' });
    // The login made beside the refused signup was never sent.
    expect(requested).toContain('signup_v2');
    expect(requested).not.toContain('stamp_login');
    const key = made[0];
    if (!key || !verificationToken) throw new Error('the code check did not run');
    const token = { kind: 'verificationToken' as const, token: verificationToken, tokenId: '' };
    await expect(attestedLogin(kit, { key, token })).rejects.toMatchObject({
      name: 'SignedApiError',
      code: 'NOT_FOUND',
    });
    kit.destroy();
  });

  it('OIDC: signs up on the first login and logs the identity in with one stamp_login next', async () => {
    const popup = scriptedPopup(sandbox, { email: email() });
    const { kit, sent, configs } = recordingKit('attested', popup);
    const first = await loginWithOAuthPopup(kit, { provider: 'google' });
    expect(first.created).toBe(true);
    expect(configs).toEqual(['wallet_kit_config']);
    expect(paths(sent)).toEqual(['account', 'signup_v2', 'stamp_login']);
    expect(sent.every((s) => s.status === 200)).toBe(true);
    sent.length = 0;
    const second = await loginWithOAuthPopup(kit, { provider: 'google' });
    expect(second).toMatchObject({ created: false, session: { userId: first.session.userId } });
    expect(paths(sent)).toEqual(['stamp_login']);
    expect(sent[0]?.attested).toMatchObject({
      scheme: 'STAMP_ATTESTED_SCHEME_P256_OIDC',
      publicKey: second.session.publicKey,
    });
    kit.destroy();
  });
});
