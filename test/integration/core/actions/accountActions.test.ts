/**
 * The account center's actions against an in-process sandbox: passkeys added (named after the
 * device, the user's own excluded) and removed, e-mail and phone changed with a code sent to the
 * new contact, social logins and external wallets linked and unlinked, and never the user's last
 * way to log in removed.
 */
import { ed25519 } from '@noble/curves/ed25519.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPasskey } from '../../../../src/core/actions/addPasskey.js';
import { deviceName } from '../../../../src/core/actions/deviceName.js';
import { initOtp } from '../../../../src/core/actions/initOtp.js';
import { linkOAuthWithPopup } from '../../../../src/core/actions/linkOAuthWithPopup.js';
import { linkWallet } from '../../../../src/core/actions/linkWallet.js';
import { removeEmail } from '../../../../src/core/actions/removeEmail.js';
import { removePasskey } from '../../../../src/core/actions/removePasskey.js';
import { removePhone } from '../../../../src/core/actions/removePhone.js';
import { sendContactCode } from '../../../../src/core/actions/sendContactCode.js';
import { unlinkOAuth } from '../../../../src/core/actions/unlinkOAuth.js';
import { unlinkWallet } from '../../../../src/core/actions/unlinkWallet.js';
import { updateEmail } from '../../../../src/core/actions/updateEmail.js';
import { updatePhone } from '../../../../src/core/actions/updatePhone.js';
import { userLoginMethods } from '../../../../src/core/actions/userLoginMethods.js';
import { verifyContactCode } from '../../../../src/core/actions/verifyContactCode.js';
import { verifyOtp } from '../../../../src/core/actions/verifyOtp.js';
import { isKitError } from '../../../../src/core/errors/isKitError.js';
import type { WalletKit, WalletKitOptions } from '../../../../src/core/index.js';
import type { PublicKeyCredentialCreationOptionsJSON } from '../../../../src/core/passkeys/webAuthnPort.js';
import type { ExternalWallet } from '../../../../src/core/wallets/externalWallet.js';
import { bytesToHex } from '../../../../src/protocol/encoding.js';
import {
  kitFor,
  readOtpCode,
  type Sandbox,
  sandboxFetch,
  scriptedPopup,
  softwareWebAuthn,
  startSandbox,
} from '../../../support/sandboxKit.js';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());

let counter = 0;
const uniqueEmail = (label: string) => `${label}.${Date.now()}.${++counter}@example.com`;

/** A new user signed up by e-mail code; `sent` lists the paths of every request after that. */
async function signedIn(overrides: Partial<WalletKitOptions> = {}) {
  const paths: string[] = [];
  const inner = sandboxFetch(sandbox);
  const kit = kitFor(sandbox, {
    fetch: (url, init) => {
      paths.push(new URL(url).pathname);
      return inner(url, init);
    },
    ...overrides,
  });
  const email = uniqueEmail('account');
  const handle = await initOtp(kit, { otpType: 'OTP_TYPE_EMAIL', contact: email });
  await verifyOtp(kit, { handle, code: await readOtpCode(sandbox, email) });
  paths.length = 0;
  return { kit, email, paths };
}

const userOf = async (kit: WalletKit) => {
  const { organizationId, userId } = kit.session.getSnapshot().session!;
  return (await kit.api.getUser({ organizationId, userId })).user;
};

describe('passkeys', () => {
  it('adds passkeys named after the device, the user own excluded, and removes one', async () => {
    const webauthn = softwareWebAuthn(sandbox);
    const asked: PublicKeyCredentialCreationOptionsJSON[] = [];
    const { kit } = await signedIn({
      passkey: {
        webauthn: {
          create: (options) => {
            asked.push(options);
            return webauthn.port.create(options);
          },
          get: webauthn.port.get,
        },
      },
    });
    const first = await addPasskey(kit);
    const second = await addPasskey(kit, { name: 'Work laptop' });
    const user = await userOf(kit);
    expect(user.authenticators.map((a) => [a.authenticatorId, a.authenticatorName])).toEqual([
      [first.authenticatorId, deviceName()],
      [second.authenticatorId, 'Work laptop'],
    ]);
    // The second ceremony excludes the first passkey (WebAuthn excludeCredentials).
    expect(asked[1]?.excludeCredentials?.map((c) => c.id)).toEqual([
      user.authenticators[0]!.credentialId,
    ]);

    await removePasskey(kit, { authenticatorId: first.authenticatorId });
    expect((await userOf(kit)).authenticators.map((a) => a.authenticatorId)).toEqual([
      second.authenticatorId,
    ]);
  });

  it('names a passkey after the browser and platform it was made on', () => {
    const mac =
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
    expect(deviceName({ userAgent: mac })).toBe('Chrome on macOS');
    expect(deviceName({ userAgent: mac, userAgentData: { platform: 'macOS' } })).toBe(
      'Chrome on macOS',
    );
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
    expect(deviceName({ userAgent: iphone })).toBe('Safari on iPhone');
    expect(deviceName({})).toBe('Passkey');
  });
});

describe("the user's last login method", () => {
  it('is never removed: refused before any request, with the reason', async () => {
    const { kit, paths } = await signedIn();
    const refused = await removeEmail(kit).catch((error: unknown) => error);
    expect(isKitError(refused) && refused.code).toBe('FAILED_PRECONDITION');
    expect(isKitError(refused) && refused.details.reason).toBe('LAST_LOGIN_METHOD');
    expect(paths.filter((p) => p.includes('/submit/'))).toEqual([]);
    expect((await userOf(kit)).userEmail).toBeDefined();
  });

  it('can go once another method exists, but not both at once (the service refuses the second)', async () => {
    const { kit } = await signedIn();
    const phone = '+14155550177';
    const handle = await sendContactCode(kit, { otpType: 'OTP_TYPE_SMS', contact: phone });
    const verificationToken = await verifyContactCode(kit, {
      handle,
      code: await readOtpCode(sandbox, phone),
    });
    await updatePhone(kit, { phoneNumber: phone, verificationToken });
    // Two removals at once (two tabs): each sees two methods before it asks the service.
    const outcomes = await Promise.allSettled([removeEmail(kit), removePhone(kit)]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = outcomes.find((o) => o.status === 'rejected')?.reason;
    // The same error as the kit's own refusal: the account center shows the same words.
    expect(refused).toMatchObject({
      code: 'FAILED_PRECONDITION',
      details: { reason: 'LAST_LOGIN_METHOD' },
    });
    const methods = userLoginMethods(await userOf(kit));
    expect(methods).toHaveLength(1);
    const last = methods[0]?.kind === 'email' ? removeEmail(kit) : removePhone(kit);
    await expect(last).rejects.toMatchObject({ details: { reason: 'LAST_LOGIN_METHOD' } });
  });
});

describe('e-mail and phone', () => {
  it('verifies a new phone number with a code sent to it, then the user has it verified', async () => {
    const { kit } = await signedIn();
    const phone = `+1415555${String(1000 + (Date.now() % 9000))}`;
    const handle = await sendContactCode(kit, { otpType: 'OTP_TYPE_SMS', contact: phone });
    const verificationToken = await verifyContactCode(kit, {
      handle,
      code: await readOtpCode(sandbox, phone),
    });
    await updatePhone(kit, { phoneNumber: phone, verificationToken });
    const { userId } = kit.session.getSnapshot().session!;
    const stored = await sandbox.context.store.transaction(() =>
      sandbox.context.store.get('user', userId),
    );
    expect(stored).toMatchObject({ userPhoneNumber: phone, phoneVerified: true });
  });

  it('refuses a proven e-mail another account already has, before updating', async () => {
    const other = await signedIn();
    const { kit, paths } = await signedIn();
    const handle = await sendContactCode(kit, { otpType: 'OTP_TYPE_EMAIL', contact: other.email });
    const verificationToken = await verifyContactCode(kit, {
      handle,
      code: await readOtpCode(sandbox, other.email),
    });
    await expect(updateEmail(kit, { email: other.email, verificationToken })).rejects.toMatchObject(
      { code: 'ALREADY_EXISTS' },
    );
    expect(paths.some((p) => p.endsWith('/update_user_email'))).toBe(false);
  });

  it('refuses a wrong code (the token is never issued)', async () => {
    const { kit } = await signedIn();
    const contact = uniqueEmail('new');
    const handle = await sendContactCode(kit, { otpType: 'OTP_TYPE_EMAIL', contact });
    const code = await readOtpCode(sandbox, contact);
    const wrong = code === '000000' ? '111111' : '000000';
    await expect(verifyContactCode(kit, { handle, code: wrong })).rejects.toSatisfy(isKitError);
  });
});

describe('social logins', () => {
  it('links one in a popup, bound to the session key, and unlinks it', async () => {
    const popup = scriptedPopup(sandbox, { email: uniqueEmail('linked') });
    const { kit } = await signedIn({ oauth: { popup: popup.port } });
    const { providerId } = await linkOAuthWithPopup(kit, { provider: 'google' });
    const nonce = new URL(popup.opened[0]!).searchParams.get('nonce');
    expect(nonce).toMatch(/^[0-9a-f]{64}$/);
    const linked = await userOf(kit);
    expect(linked.oauthProviders.map((p) => [p.providerId, p.providerName])).toEqual([
      [providerId, 'google'],
    ]);
    await unlinkOAuth(kit, { providerId });
    expect((await userOf(kit)).oauthProviders).toEqual([]);
  });
});

describe('external wallets', () => {
  it('links a wallet as its wallet-auth key and unlinks it', async () => {
    const { kit } = await signedIn();
    const secret = ed25519.utils.randomSecretKey();
    const publicKey = bytesToHex(ed25519.getPublicKey(secret));
    const wallet: ExternalWallet = {
      id: 'wallet-standard:Test',
      name: 'Test',
      icon: undefined,
      chain: 'solana',
      connect: async () => ({
        chain: 'solana',
        walletName: 'Test',
        address: 'base58-of-the-key',
        publicKey,
        curveType: 'API_KEY_CURVE_ED25519',
        stamper: { stamp: () => Promise.reject(new Error('not asked')) } as never,
        signClientSignature: () => Promise.reject(new Error('not asked')),
      }),
    };
    const linked = await linkWallet(kit, { wallet });
    const user = await userOf(kit);
    expect(userLoginMethods(user)).toContainEqual({ kind: 'wallet', id: linked.apiKeyId });
    expect(user.apiKeys.find((k) => k.apiKeyId === linked.apiKeyId)?.apiKeyName).toBe(
      `wallet-auth:${publicKey}`,
    );
    // The same wallet for a second account: the service refuses it.
    const { kit: second } = await signedIn();
    await expect(linkWallet(second, { wallet })).rejects.toMatchObject({ code: 'ALREADY_EXISTS' });

    await unlinkWallet(kit, { apiKeyId: linked.apiKeyId });
    expect(userLoginMethods(await userOf(kit)).map((m) => m.kind)).toEqual(['email']);
  });
});
