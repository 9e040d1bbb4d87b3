import { verifyOtpVerificationToken, verifySessionJwtSignature } from '@turnkey/crypto';
import { verifySessionJwt } from 'embedded-wallet-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../../../../../src/sandbox/createSandbox.js';
import { createTestSandbox, query, submit } from '../../../../support/sandbox/index.js';
import {
  encryptCode,
  inbox,
  jwtClaims,
  latestCode,
  loginSignature,
  newClientKey,
  ok,
  otpLogin,
  otpSignup,
  proxyCall,
  tokenIdOf,
  verifyContact,
} from '../../../../support/sandbox/proxyTestKit.js';

let sandbox: Sandbox;
let clock = Date.now();

beforeAll(async () => {
  // A movable clock (the sandbox's own `now`): codes and tokens expire without sleeping.
  sandbox = await createTestSandbox({ now: () => clock });
});
afterAll(() => sandbox.close());

describe('e-mail OTP', () => {
  it('signs up with a verified e-mail, then logs in with a fresh code', async () => {
    const email = 'Ada.Lovelace@Example.com';
    const { signup, verificationToken, key } = await otpSignup(sandbox, 'OTP_TYPE_EMAIL', email);
    expect(signup.organizationId).toMatch(/^[0-9a-f-]{36}$/);

    // The token: the production client's verifier accepts it under the sandbox's tlsFetcher key.
    const claims = await verifyOtpVerificationToken(
      verificationToken,
      sandbox.bootstrap.trustedKeys.tlsFetcher,
    );
    expect(claims).toMatchObject({
      organization_id: sandbox.bootstrap.organizationId,
      verification_type: 'OTP_TYPE_EMAIL',
      contact: 'ada.lovelace@example.com',
      public_key: key.publicKey,
    });
    expect(Number(claims.exp)).toBeGreaterThan(clock);

    // The account is found by its e-mail, in any letter case.
    const account = ok(
      await proxyCall(sandbox, 'account', {
        filterType: 'EMAIL',
        filterValue: 'ADA.lovelace@example.com',
      }),
    );
    expect(account.organizationId).toBe(signup.organizationId);

    const { session, key: sessionKey } = await otpLogin(sandbox, 'OTP_TYPE_EMAIL', email);
    expect(await verifySessionJwtSignature(session, sandbox.bootstrap.trustedKeys.notarizer)).toBe(
      true,
    );
    const sessionClaims = await verifySessionJwt(
      session,
      sandbox.bootstrap.trustedKeys.notarizer,
      clock,
    );
    expect(sessionClaims).toMatchObject({
      organization_id: signup.organizationId,
      user_id: signup.userId,
      public_key: sessionKey.publicKey,
      session_type: 'SESSION_TYPE_READ_WRITE',
    });
    // Default session lifetime: 900 s.
    expect(sessionClaims.exp).toBe(Math.floor((clock + 900_000) / 1000));

    // The session key now stamps signed-API calls of the sub-organization.
    const authenticators = await query(
      sandbox,
      'get_authenticators',
      { organizationId: signup.organizationId, userId: signup.userId },
      { privateKey: Buffer.from(sessionKey.privateKey).toString('hex') },
    );
    expect(authenticators.status).toBe(200);
  });

  it('sends e-mails to the dev inbox only, with the app name, and records Send and Delivery events', async () => {
    const email = 'events@example.com';
    ok(await proxyCall(sandbox, 'otp_init_v2', { otpType: 'OTP_TYPE_EMAIL', contact: email }));
    const [message] = await inbox(sandbox, email);
    expect(message).toMatchObject({ channel: 'email', to: email });
    expect(message?.code).toMatch(/^[0-9]{6}$/);
    expect(message?.body).toContain(message?.code);
    expect(message?.subject).toContain('Embedded Wallet Kit Sandbox');

    const events = await query(sandbox, 'list_email_events', {
      organizationId: sandbox.bootstrap.organizationId,
      email,
    });
    const list = events.body?.emailEvents ?? [];
    expect(list.map((e) => e.eventType).sort()).toEqual(['Delivery', 'Send']);
    expect(new Set(list.map((e) => e.messageId))).toEqual(new Set([message?.id]));

    // The HTML page shows the same message, newest first, and polls for more.
    const page = await sandbox.handler(new Request(`${sandbox.bootstrap.baseUrl}/__dev/inbox`));
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain(message?.code);
    expect(html).toContain("headers: { accept: 'application/json' }");
  });

  it('refuses a wrong code, counts every try, and refuses the sixth even with the right code', async () => {
    const email = 'tries@example.com';
    const key = newClientKey();
    const init = ok(
      await proxyCall(sandbox, 'otp_init_v2', { otpType: 'OTP_TYPE_EMAIL', contact: email }),
    );
    const code = await latestCode(sandbox, email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const bundle = await encryptCode(sandbox, wrong, init.otpEncryptionTargetBundle, key);
      const attempt = await proxyCall(sandbox, 'otp_verify_v2', {
        otpId: init.otpId,
        encryptedOtpBundle: bundle,
      });
      expect(attempt.status).toBe(401);
      expect(attempt.error?.code).toBe(16);
      // The text the production client matches to raise INVALID_OTP_CODE.
      expect(attempt.error?.message).toContain('Invalid OTP code');
    }
    const right = await encryptCode(sandbox, code, init.otpEncryptionTargetBundle, key);
    const sixth = await proxyCall(sandbox, 'otp_verify_v2', {
      otpId: init.otpId,
      encryptedOtpBundle: right,
    });
    expect(sixth.status).toBe(429);
    expect(sixth.error?.code).toBe(8);
  });

  it('accepts the right code within five tries, once', async () => {
    const email = 'once@example.com';
    const key = newClientKey();
    const init = ok(
      await proxyCall(sandbox, 'otp_init_v2', { otpType: 'OTP_TYPE_EMAIL', contact: email }),
    );
    const code = await latestCode(sandbox, email);
    const wrong = await encryptCode(
      sandbox,
      code === '000000' ? '111111' : '000000',
      init.otpEncryptionTargetBundle,
      key,
    );
    expect(
      (await proxyCall(sandbox, 'otp_verify_v2', { otpId: init.otpId, encryptedOtpBundle: wrong }))
        .status,
    ).toBe(401);
    const right = await encryptCode(sandbox, code, init.otpEncryptionTargetBundle, key);
    ok(await proxyCall(sandbox, 'otp_verify_v2', { otpId: init.otpId, encryptedOtpBundle: right }));
    const again = await encryptCode(sandbox, code, init.otpEncryptionTargetBundle, key);
    const reused = await proxyCall(sandbox, 'otp_verify_v2', {
      otpId: init.otpId,
      encryptedOtpBundle: again,
    });
    expect(reused.status).toBe(412);
  });

  it('refuses an expired code', async () => {
    const email = 'late@example.com';
    const key = newClientKey();
    const init = ok(
      await proxyCall(sandbox, 'otp_init_v2', { otpType: 'OTP_TYPE_EMAIL', contact: email }),
    );
    const bundle = await encryptCode(
      sandbox,
      await latestCode(sandbox, email),
      init.otpEncryptionTargetBundle,
      key,
    );
    clock += 5 * 60_000 + 1;
    const late = await proxyCall(sandbox, 'otp_verify_v2', {
      otpId: init.otpId,
      encryptedOtpBundle: bundle,
    });
    expect(late.status).toBe(412);
    expect(late.error?.message).toContain('expired');
  });

  it('refuses a bundle that is not for this otpId', async () => {
    const key = newClientKey();
    const a = ok(
      await proxyCall(sandbox, 'otp_init_v2', {
        otpType: 'OTP_TYPE_EMAIL',
        contact: 'a@example.com',
      }),
    );
    const b = ok(
      await proxyCall(sandbox, 'otp_init_v2', {
        otpType: 'OTP_TYPE_EMAIL',
        contact: 'b@example.com',
      }),
    );
    const forB = await encryptCode(
      sandbox,
      await latestCode(sandbox, 'b@example.com'),
      b.otpEncryptionTargetBundle,
      key,
    );
    const crossed = await proxyCall(sandbox, 'otp_verify_v2', {
      otpId: a.otpId,
      encryptedOtpBundle: forB,
    });
    expect(crossed.status).toBe(400);
  });

  it('rate-limits codes per contact', async () => {
    const email = 'spam@example.com';
    for (let i = 0; i < 5; i++)
      ok(await proxyCall(sandbox, 'otp_init_v2', { otpType: 'OTP_TYPE_EMAIL', contact: email }));
    const sixth = await proxyCall(sandbox, 'otp_init_v2', {
      otpType: 'OTP_TYPE_EMAIL',
      contact: email,
    });
    expect(sixth.status).toBe(429);
    expect(sixth.error?.code).toBe(8);
    // The text the production client matches to raise MAX_OTP_INITIATED_ERROR.
    expect(sixth.error?.message).toContain('Max number of OTPs have been initiated');
    // Another contact is not affected; the window passes.
    ok(
      await proxyCall(sandbox, 'otp_init_v2', {
        otpType: 'OTP_TYPE_EMAIL',
        contact: 'other@example.com',
      }),
    );
    clock += 61_000;
    ok(await proxyCall(sandbox, 'otp_init_v2', { otpType: 'OTP_TYPE_EMAIL', contact: email }));
  });

  it('spends a verification token once per usage, and refuses a bad client signature', async () => {
    const email = 'grace@example.com';
    await otpSignup(sandbox, 'OTP_TYPE_EMAIL', email);
    const { verificationToken, key } = await verifyContact(sandbox, 'OTP_TYPE_EMAIL', email);
    const tokenId = tokenIdOf(verificationToken);
    const sessionKey = newClientKey();

    // Signed by another key than the one in the token.
    const stranger = newClientKey();
    const forged = await proxyCall(sandbox, 'otp_login_v2', {
      verificationToken,
      publicKey: sessionKey.publicKey,
      clientSignature: loginSignature(stranger, tokenId, sessionKey.publicKey),
    });
    expect(forged.status).toBe(401);
    // Signed by the right key, but over a message naming another session key.
    const swapped = await proxyCall(sandbox, 'otp_login_v2', {
      verificationToken,
      publicKey: sessionKey.publicKey,
      clientSignature: loginSignature(key, tokenId, stranger.publicKey),
    });
    expect(swapped.status).toBe(401);
    // A tampered signature.
    const good = loginSignature(key, tokenId, sessionKey.publicKey);
    const flipped = {
      ...good,
      signature: `${good.signature.slice(0, -2)}${good.signature.endsWith('00') ? '01' : '00'}`,
    };
    const tampered = await proxyCall(sandbox, 'otp_login_v2', {
      verificationToken,
      publicKey: sessionKey.publicKey,
      clientSignature: flipped,
    });
    expect(tampered.status).toBe(401);

    // The refusals did not spend the token: the honest login works, once.
    const login = { verificationToken, publicKey: sessionKey.publicKey, clientSignature: good };
    expect(jwtClaims(ok(await proxyCall(sandbox, 'otp_login_v2', login)).session).public_key).toBe(
      sessionKey.publicKey,
    );
    const replay = await proxyCall(sandbox, 'otp_login_v2', {
      ...login,
      publicKey: newClientKey().publicKey,
    });
    expect(replay.status).toBe(401);
    const replaySame = await proxyCall(sandbox, 'otp_login_v2', login);
    expect(replaySame.status).toBe(401);
    expect(replaySame.error?.message).toContain('already used');
  });

  it('refuses an expired verification token and logins of unknown contacts', async () => {
    const { verificationToken, key } = await verifyContact(
      sandbox,
      'OTP_TYPE_EMAIL',
      'nobody@example.com',
    );
    const unknown = await proxyCall(sandbox, 'otp_login_v2', {
      verificationToken,
      publicKey: key.publicKey,
      clientSignature: loginSignature(key, tokenIdOf(verificationToken)),
    });
    expect(unknown.status).toBe(404);
    clock += 10 * 60_000 + 1;
    const expired = await proxyCall(sandbox, 'otp_login_v2', {
      verificationToken,
      publicKey: key.publicKey,
      clientSignature: loginSignature(key, tokenIdOf(verificationToken)),
    });
    expect(expired.status).toBe(401);
    expect(expired.error?.message).toContain('expired');
  });

  it('refuses a second signup for the same contact', async () => {
    const email = 'twice@example.com';
    await otpSignup(sandbox, 'OTP_TYPE_EMAIL', email);
    const again = await proxyCall(sandbox, 'signup_v2', {
      userEmail: email,
      apiKeys: [],
      authenticators: [],
      oauthProviders: [],
    });
    expect(again.status).toBe(409);
    expect(again.error?.code).toBe(6);
  });

  it('never logs the owner of an address into an account someone else made with it unverified', async () => {
    const email = 'claimed@example.com';
    // Someone signs up with this address and no proof of it (no verification token).
    const squatter = ok(
      await proxyCall(sandbox, 'signup_v2', {
        userEmail: email,
        apiKeys: [],
        authenticators: [],
        oauthProviders: [],
      }),
    );
    // The owner proves the address: the lookup does not offer the unverified account...
    const proof = await verifyContact(sandbox, 'OTP_TYPE_EMAIL', email);
    const lookup = ok(
      await proxyCall(sandbox, 'account', {
        filterType: 'EMAIL',
        filterValue: email,
        verificationToken: proof.verificationToken,
      }),
    );
    expect(lookup.organizationId).toBeUndefined();
    // ...a login with the code is refused rather than landing there...
    const login = await proxyCall(sandbox, 'otp_login_v2', {
      verificationToken: proof.verificationToken,
      publicKey: proof.key.publicKey,
      clientSignature: loginSignature(proof.key, tokenIdOf(proof.verificationToken)),
    });
    expect(login.status).toBe(412);
    // ...and the owner can sign up, then logs in to their own account.
    const { signup } = await otpSignup(sandbox, 'OTP_TYPE_EMAIL', email);
    expect(signup.organizationId).not.toBe(squatter.organizationId);
    const { session } = await otpLogin(sandbox, 'OTP_TYPE_EMAIL', email);
    expect(jwtClaims(session).organization_id).toBe(signup.organizationId);
  });
});

describe('SMS OTP', () => {
  it('signs up and logs in by phone number', async () => {
    const phone = '+14155550123';
    const { signup } = await otpSignup(sandbox, 'OTP_TYPE_SMS', phone);
    const [sms] = await inbox(sandbox, phone);
    expect(sms).toMatchObject({ channel: 'sms', to: phone });
    expect(sms?.subject).toBeUndefined();
    const { session } = await otpLogin(sandbox, 'OTP_TYPE_SMS', phone);
    expect(jwtClaims(session).organization_id).toBe(signup.organizationId);
    const account = ok(
      await proxyCall(sandbox, 'account', { filterType: 'PHONE_NUMBER', filterValue: phone }),
    );
    expect(account.organizationId).toBe(signup.organizationId);
  });

  it('refuses a number that is not E.164', async () => {
    const bad = await proxyCall(sandbox, 'otp_init_v2', {
      otpType: 'OTP_TYPE_SMS',
      contact: '0415 555',
    });
    expect(bad.status).toBe(400);
  });
});

describe('forwarded activities', () => {
  it('are recorded as activities of the parent organization, stamped by the proxy key', async () => {
    await verifyContact(sandbox, 'OTP_TYPE_EMAIL', 'audit@example.com');
    const key = sandbox.context.store.findOne(
      'proxyConfig',
      'organizationId',
      sandbox.bootstrap.organizationId,
    );
    const credential = key && sandbox.context.store.get('credential', key.proxyCredentialId);
    const activities = sandbox.context.store
      .list('activity', { organizationId: sandbox.bootstrap.organizationId })
      .map((a) => a.response.activity);
    const verify = activities.find((a) => a.type === 'ACTIVITY_TYPE_VERIFY_OTP_V2');
    expect(verify?.votes[0]?.publicKey).toBe(credential?.publicKey);
    expect(activities.some((a) => a.type === 'ACTIVITY_TYPE_INIT_OTP_V2')).toBe(true);
  });

  it('refuse any key but the proxy key', async () => {
    const outcome = await submit(sandbox, 'stamp_login', { publicKey: newClientKey().publicKey });
    expect(outcome.status).toBe(200); // the admin may log in with its own key ...
    const response = await sandbox.handler(
      new Request(`${sandbox.bootstrap.baseUrl}/public/v1/submit/init_otp`, {
        method: 'POST',
        body: '{}',
      }),
    );
    expect(response.status).toBe(401); // ... but unstamped calls never reach the activity
    const { stampedRequest } = await import('../../../../support/sandbox/index.js');
    const body = {
      type: 'ACTIVITY_TYPE_INIT_OTP_V2',
      proxyRequestId: 'not-the-proxy',
      timestampMs: String(clock),
      organizationId: sandbox.bootstrap.organizationId,
      parameters: { otpType: 'OTP_TYPE_EMAIL', contact: 'admin-bypass@example.com' },
    };
    const asAdmin = await sandbox.handler(
      stampedRequest(sandbox, '/public/v1/submit/init_otp', body),
    );
    expect(asAdmin.status).toBe(403);
    expect(await inbox(sandbox, 'admin-bypass@example.com')).toEqual([]);
  });
});
