/**
 * OTP brute force: each code allows 5 tries, and 5 codes a minute may be sent to a contact, so
 * without a cumulative limit a guesser would get about 36,000 tries a day. A contact has a budget
 * of 10 failed tries an hour over all its codes; then `otp_verify_v2` answers 429 with
 * `Retry-After`, even for the right code, until the oldest failures leave the window.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSandbox } from '../../../../test/support/sandbox/index.js';
import {
  encryptCode,
  latestCode,
  newClientKey,
  ok,
  proxyCall,
  verifyContact,
} from '../../../../test/support/sandbox/proxyTestKit.js';
import type { Sandbox } from '../../createSandbox.js';
import { OTP_POLICY } from './otpPolicy.js';

let sandbox: Sandbox;
let clock = Date.parse('2026-01-01T00:00:00Z');

beforeAll(async () => {
  sandbox = await createTestSandbox({ now: () => clock });
});
afterAll(() => sandbox.close());

const wrong = (code: string) => (code === '000000' ? '111111' : '000000');

/** Sends a code and tries `tries` wrong codes at it; answers the otpId, bundle and right code. */
async function guess(contact: string, tries: number) {
  const init = ok(await proxyCall(sandbox, 'otp_init_v2', { otpType: 'OTP_TYPE_EMAIL', contact }));
  const code = await latestCode(sandbox, contact);
  const key = newClientKey();
  const statuses: number[] = [];
  for (let i = 0; i < tries; i++) {
    const encryptedOtpBundle = await encryptCode(
      sandbox,
      wrong(code),
      init.otpEncryptionTargetBundle,
      key,
    );
    statuses.push(
      (await proxyCall(sandbox, 'otp_verify_v2', { otpId: init.otpId, encryptedOtpBundle })).status,
    );
  }
  return { init, code, key, statuses };
}

describe('OTP lockout per contact', () => {
  it('locks a contact out after 10 failed tries over several codes, with Retry-After', async () => {
    const contact = 'guessed@example.com';
    expect((await guess(contact, 5)).statuses).toEqual([401, 401, 401, 401, 401]);
    clock += 10 * 60_000;
    expect((await guess(contact, 5)).statuses).toEqual([401, 401, 401, 401, 401]);
    clock += 10 * 60_000;

    // A fresh code, the right code: refused while locked out.
    const { init, code, key } = await guess(contact, 0);
    const encryptedOtpBundle = await encryptCode(
      sandbox,
      code,
      init.otpEncryptionTargetBundle,
      key,
    );
    const locked = await proxyCall(sandbox, 'otp_verify_v2', {
      otpId: init.otpId,
      encryptedOtpBundle,
    });
    expect(locked.status).toBe(429);
    expect(locked.error?.code).toBe(8);
    // The first code's failures leave the window 60 minutes after it was sent: 40 from now.
    expect(locked.headers.get('retry-after')).toBe(String(40 * 60));
    expect(locked.headers.get('access-control-expose-headers')).toContain('Retry-After');
    expect(locked.error?.details).toContainEqual({ retryAfterSeconds: 40 * 60 });

    // Another contact is not affected.
    await verifyContact(sandbox, 'OTP_TYPE_EMAIL', 'bystander@example.com');

    // When the first code's failures leave the window, the contact may try again.
    clock += 40 * 60_000 + 1;
    const again = await guess(contact, 0);
    const bundle = await encryptCode(
      sandbox,
      again.code,
      again.init.otpEncryptionTargetBundle,
      again.key,
    );
    ok(
      await proxyCall(sandbox, 'otp_verify_v2', {
        otpId: again.init.otpId,
        encryptedOtpBundle: bundle,
      }),
    );
  });

  it('documents its numbers: 10 failures an hour, beside 5 tries per code', () => {
    expect(OTP_POLICY.maxFailuresPerContact).toBe(10);
    expect(OTP_POLICY.failureWindowMs).toBe(60 * 60_000);
    expect(OTP_POLICY.maxAttempts).toBe(5);
  });
});
