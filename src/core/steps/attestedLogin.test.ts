import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeAttestedStamp } from '../../protocol/stamp.js';
import { initOtp } from '../actions/initOtp.js';
import { loginWithOAuthPopup } from '../actions/loginWithOAuthPopup.js';
import { logout } from '../actions/logout.js';
import { verifyOtp } from '../actions/verifyOtp.js';
import {
  kitFor,
  readOtpCode,
  type Sandbox,
  sandboxFetch,
  scriptedPopup,
  startSandbox,
} from '../testHelpers/sandboxKit.test-utils.js';
import type { TokenLogin } from '../walletKit.js';
import { attestedLogin } from './attestedLogin.js';

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
  status: number;
  json: unknown;
}

/** A kit whose every request (path, attested stamp, answer) is recorded. */
function recordingKit(tokenLogin: TokenLogin, popup?: ReturnType<typeof scriptedPopup>) {
  const sent: Sent[] = [];
  const inner = sandboxFetch(sandbox);
  const kit = kitFor(sandbox, {
    tokenLogin,
    ...(popup ? { oauth: { popup: popup.port } } : {}),
    fetch: async (url, init) => {
      const response = await inner(url, init);
      const header = new Headers(init?.headers).get('X-Stamp-Attested');
      sent.push({
        path: new URL(url).pathname,
        attested: header === null ? undefined : decodeAttestedStamp(header),
        status: response.status,
        json: await response.clone().json(),
      });
      return response;
    },
  });
  return { kit, sent };
}

const paths = (sent: Sent[]) => sent.map((s) => s.path.replace(/^.*\//, ''));

async function otpLogin(kit: ReturnType<typeof kitFor>, contact: string) {
  const handle = await initOtp(kit, { otpType: 'OTP_TYPE_EMAIL', contact });
  return verifyOtp(kit, { handle, code: await readOtpCode(sandbox, contact) });
}

describe('login by X-Stamp-Attested stamp_login (tokenLogin)', () => {
  it("is the default: a returning user's code check is followed by one stamp_login", async () => {
    const { kit, sent } = recordingKit('attested');
    const contact = email();
    const first = await otpLogin(kit, contact);
    expect(first.created).toBe(true);
    // New user: the failed login (404, token unspent) stands in for `account`.
    expect(paths(sent)).toEqual([
      'otp_init_v2',
      'otp_verify_v2',
      'stamp_login',
      'signup_v2',
      'stamp_login',
    ]);
    expect(sent[2]).toMatchObject({ status: 404 });
    await logout(kit);

    sent.length = 0;
    const again = await otpLogin(kit, contact);
    expect(again.created).toBe(false);
    expect(again.session.organizationId).toBe(first.session.organizationId);
    expect(again.session.userId).toBe(first.session.userId);
    expect(paths(sent)).toEqual(['otp_init_v2', 'otp_verify_v2', 'stamp_login']);
    const login = sent[2] as Sent;
    expect(login.attested).toMatchObject({
      scheme: 'STAMP_ATTESTED_SCHEME_P256_VERIFICATION_TOKEN',
      publicKey: again.session.publicKey,
    });
    expect(kit.session.getSnapshot()).toMatchObject({ status: 'signedIn', session: again.session });
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
      'otp_verify_v2',
      'account',
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
      scheme: 'STAMP_ATTESTED_SCHEME_P256_VERIFICATION_TOKEN',
      token,
    }).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'SignedApiError' });
    expect((error as { code: string }).code).not.toBe('NOT_FOUND');
    kit.destroy();
  });

  it('OIDC: signs up on the first login and logs the identity in with one stamp_login next', async () => {
    const popup = scriptedPopup(sandbox, { email: email() });
    const { kit, sent } = recordingKit('attested', popup);
    const first = await loginWithOAuthPopup(kit, { provider: 'google' });
    expect(first.created).toBe(true);
    expect(paths(sent)).toEqual(['wallet_kit_config', 'stamp_login', 'signup_v2', 'stamp_login']);
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
