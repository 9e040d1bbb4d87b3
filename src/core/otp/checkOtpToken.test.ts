import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initOtp } from '../actions/initOtp.js';
import { verifyOtp } from '../actions/verifyOtp.js';
import {
  kitFor,
  readOtpCode,
  type Sandbox,
  sandboxFetch,
  startSandbox,
} from '../testHelpers/sandboxKit.test-utils.js';

// Issue 29 item 8: a code check whose answer was lost spent the code; typed again, the user is
// told it was used (what the service said), not that it expired.

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());

let n = 0;
const email = () => `used${++n}-${Date.now()}@example.com`;

/** A kit whose first `otp_verify_v2` reaches the service but whose answer never comes back. */
function kitLosingFirstVerify() {
  const inner = sandboxFetch(sandbox);
  let lost = false;
  return kitFor(sandbox, {
    fetch: async (url, init) => {
      const response = await inner(url, init);
      if (!lost && url.endsWith('/otp_verify_v2')) {
        lost = true;
        throw new TypeError('Failed to fetch');
      }
      return response;
    },
  });
}

describe('a code typed again', () => {
  it('after its answer was lost: OTP_ALREADY_USED, with the service’s words kept', async () => {
    const kit = kitLosingFirstVerify();
    const contact = email();
    const handle = await initOtp(kit, { otpType: 'OTP_TYPE_EMAIL', contact });
    const code = await readOtpCode(sandbox, contact);
    await expect(verifyOtp(kit, { handle, code })).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
    const again = await verifyOtp(kit, { handle, code }).catch((error: unknown) => error);
    expect(again).toMatchObject({
      code: 'OTP_ALREADY_USED',
      cause: { code: 'FAILED_PRECONDITION', message: expect.stringMatching(/already used/) },
    });
    // A new code logs the user in.
    const next = await initOtp(kit, { otpType: 'OTP_TYPE_EMAIL', contact });
    const result = await verifyOtp(kit, {
      handle: next,
      code: await readOtpCode(sandbox, contact),
    });
    expect(result.created).toBe(true);
    kit.destroy();
  });

  it('after a wrong code: checked again (a refused check spends nothing)', async () => {
    const kit = kitFor(sandbox);
    const contact = email();
    const handle = await initOtp(kit, { otpType: 'OTP_TYPE_EMAIL', contact });
    const code = await readOtpCode(sandbox, contact);
    const wrong = code === '000000' ? '111111' : '000000';
    await expect(verifyOtp(kit, { handle, code: wrong })).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
    });
    await expect(verifyOtp(kit, { handle, code })).resolves.toMatchObject({ created: true });
    kit.destroy();
  });
});
