import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initOtp } from '../actions/initOtp.js';
import { verifyOtp } from '../actions/verifyOtp.js';
import {
  kitFor,
  readOtpCode,
  type Sandbox,
  startSandbox,
} from '../testHelpers/sandboxKit.test-utils.js';
import { rememberOtpEncryption, takeOtpEncryption } from './preparedOtpEncryptions.js';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());

let n = 0;
const email = () => `prepared${++n}-${Date.now()}@example.com`;

describe('the OTP login key, made while the user types the code', () => {
  it('is made by initOtp and becomes the session key at verifyOtp', async () => {
    const kit = kitFor(sandbox);
    const contact = email();
    const handle = await initOtp(kit, { otpType: 'OTP_TYPE_EMAIL', contact });
    await expect.poll(() => kit.keys.list()).toHaveLength(1);
    const made = await kit.keys.list();
    const result = await verifyOtp(kit, { handle, code: await readOtpCode(sandbox, contact) });
    expect(result.session.publicKey).toBe(made[0]);
    expect(await kit.keys.list()).toEqual(made);
    kit.destroy();
  });

  it('is deleted after a wrong code, and the next try gets a fresh key', async () => {
    const kit = kitFor(sandbox);
    const contact = email();
    const handle = await initOtp(kit, { otpType: 'OTP_TYPE_EMAIL', contact });
    await expect.poll(() => kit.keys.list()).toHaveLength(1);
    const [first] = await kit.keys.list();
    const code = await readOtpCode(sandbox, contact);
    const wrong = code === '000000' ? '111111' : '000000';
    await expect(verifyOtp(kit, { handle, code: wrong })).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
    });
    expect(await kit.keys.list()).toEqual([]);
    const result = await verifyOtp(kit, { handle, code });
    expect(result.session.publicKey).not.toBe(first);
    expect(await kit.keys.list()).toEqual([result.session.publicKey]);
    kit.destroy();
  });

  it('comes with the encryption set up: verifyOtp seals with it, once', async () => {
    const kit = kitFor(sandbox);
    const contact = email();
    const handle = await initOtp(kit, { otpType: 'OTP_TYPE_EMAIL', contact });
    const prepared = takeOtpEncryption(handle);
    if (!prepared) throw new Error('initOtp prepared no encryption');
    const encryption = await prepared;
    let sealed = 0;
    rememberOtpEncryption(
      handle,
      Promise.resolve({
        encrypt: (otpCode: string, publicKey: string) => {
          sealed += 1;
          return encryption.encrypt(otpCode, publicKey);
        },
      }),
    );
    const result = await verifyOtp(kit, { handle, code: await readOtpCode(sandbox, contact) });
    expect(result.created).toBe(true);
    expect(sealed).toBe(1);
    expect(takeOtpEncryption(handle)).toBeUndefined();
    kit.destroy();
  });

  it('falls back to a fresh encryption when the prepared one failed', async () => {
    const kit = kitFor(sandbox);
    const contact = email();
    const handle = await initOtp(kit, { otpType: 'OTP_TYPE_EMAIL', contact });
    takeOtpEncryption(handle);
    const failed = Promise.reject(new Error('setup failed'));
    failed.catch(() => {});
    rememberOtpEncryption(handle, failed);
    const result = await verifyOtp(kit, { handle, code: await readOtpCode(sandbox, contact) });
    expect(result.created).toBe(true);
    kit.destroy();
  });

  it('is deleted when the code cannot be sent', async () => {
    const kit = kitFor(sandbox);
    await expect(
      initOtp(kit, { otpType: 'OTP_TYPE_EMAIL', contact: 'not an address' }),
    ).rejects.toBeDefined();
    await expect.poll(() => kit.keys.list()).toEqual([]);
    kit.destroy();
  });
});
