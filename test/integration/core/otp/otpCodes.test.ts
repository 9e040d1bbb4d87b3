import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initOtp } from '../../../../src/core/actions/initOtp.js';
import { verifyOtp } from '../../../../src/core/actions/verifyOtp.js';
import type { OtpEncryption } from '../../../../src/core/crypto/prepareOtpEncryption.js';
import { otpCodes, type SentCode } from '../../../../src/core/otp/otpCodes.js';
import { createManualClock } from '../../../support/core/manualClock.js';
import {
  kitFor,
  readOtpCode,
  type Sandbox,
  startSandbox,
  testKitOptions,
} from '../../../support/sandboxKit.js';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());

let n = 0;
const email = () => `prepared${++n}-${Date.now()}@example.com`;

/** A kit that sent a code to a fresh address, and the login key `initOtp` made meanwhile. */
async function codeSent() {
  const kit = kitFor(sandbox);
  const contact = email();
  const handle = await initOtp(kit, { otpType: 'OTP_TYPE_EMAIL', contact });
  await expect.poll(() => kit.keys.list()).toHaveLength(1);
  const [key] = await kit.keys.list();
  return { kit, contact, handle, key };
}

/**
 * A code sent and checked, the encryption `initOtp` prepared for it swapped for what `replace`
 * makes of it.
 */
async function verifyWithEncryption(
  replace: (prepared: Promise<OtpEncryption>) => Promise<OtpEncryption>,
) {
  const kit = kitFor(sandbox);
  const contact = email();
  const handle = await initOtp(kit, { otpType: 'OTP_TYPE_EMAIL', contact });
  const codes = otpCodes(kit);
  expect(codes.size).toBe(1);
  const prepared = codes.take(handle.otpId, handle.targetBundle);
  const encryption = replace(prepared.encryption);
  encryption.catch(() => {});
  codes.hold(handle.otpId, { ...prepared, encryption });
  const result = await verifyOtp(kit, { handle, code: await readOtpCode(sandbox, contact) });
  return { kit, handle, result };
}

describe('the OTP login key, made while the user types the code', () => {
  it('is made by initOtp and becomes the session key at verifyOtp', async () => {
    const { kit, contact, handle, key } = await codeSent();
    const result = await verifyOtp(kit, { handle, code: await readOtpCode(sandbox, contact) });
    expect(result.session.publicKey).toBe(key);
    expect(await kit.keys.list()).toEqual([key]);
    kit.destroy();
  });

  it('is deleted after a wrong code, and the next try gets a fresh key', async () => {
    const { kit, contact, handle, key: first } = await codeSent();
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
    let sealed = 0;
    const { kit, result } = await verifyWithEncryption(async (prepared) => {
      const encryption = await prepared;
      return {
        encrypt: (otpCode: string, publicKey: string) => {
          sealed += 1;
          return encryption.encrypt(otpCode, publicKey);
        },
      };
    });
    expect(result.created).toBe(true);
    expect(sealed).toBe(1);
    expect(otpCodes(kit).size).toBe(0);
    kit.destroy();
  });

  it('falls back to a fresh encryption when the prepared one failed', async () => {
    const { kit, result } = await verifyWithEncryption(() =>
      Promise.reject(new Error('setup failed')),
    );
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

  it('is found by the code, not the handle object: a copied handle still uses it', async () => {
    const kit = kitFor(sandbox);
    const contact = email();
    const handle = await initOtp(kit, { otpType: 'OTP_TYPE_EMAIL', contact });
    await expect.poll(() => kit.keys.list()).toHaveLength(1);
    const made = await kit.keys.list();
    // What an app that keeps the handle in its state or storage hands back.
    const copy = JSON.parse(JSON.stringify(handle)) as typeof handle;
    const result = await verifyOtp(kit, {
      handle: copy,
      code: await readOtpCode(sandbox, contact),
    });
    expect(result.session.publicKey).toBe(made[0]);
    expect(otpCodes(kit).size).toBe(0);
    kit.destroy();
  });

  it('is dropped with its key when the kit is destroyed', async () => {
    const kit = kitFor(sandbox);
    await initOtp(kit, { otpType: 'OTP_TYPE_EMAIL', contact: email() });
    await expect.poll(() => kit.keys.list()).toHaveLength(1);
    expect(otpCodes(kit).size).toBe(1);
    kit.destroy();
    expect(otpCodes(kit).size).toBe(0);
    await expect.poll(() => kit.keys.list()).toEqual([]);
  });
});

describe('otpCodes', () => {
  it('drops what nobody took once it is 10 minutes old, deleting its key', async () => {
    const clock = createManualClock(0);
    const kit = kitFor(sandbox, { clock });
    const codes = otpCodes(kit);
    const entry = (): SentCode => {
      const { sessionKey, encryption, noAccount } = codes.take('none', 'bundle');
      return { targetBundle: 'bundle', sessionKey, encryption, noAccount };
    };
    const old = entry();
    codes.hold('old', old);
    await clock.advance(10 * 60_000 - 1);
    codes.hold('young', entry());
    expect(codes.size).toBe(2);
    await clock.advance(1);
    codes.hold('new', entry());
    expect(codes.size).toBe(2);
    await expect.poll(async () => kit.keys.get((await old.sessionKey).publicKey)).toBeUndefined();
    kit.destroy();
  });

  it("looks a new user's address up while the code travels, not after the check", async () => {
    const paths: string[] = [];
    const send = testKitOptions(sandbox).fetch;
    if (!send) throw new Error('the test kit has no fetch');
    const spied = kitFor(sandbox, {
      fetch: (input, init) => {
        paths.push(new URL(String(input)).pathname);
        return send(input, init);
      },
    });
    const contact = email();
    const handle = await initOtp(spied, { otpType: 'OTP_TYPE_EMAIL', contact });
    const code = await readOtpCode(sandbox, contact);
    await expect.poll(() => paths.filter((p) => p.endsWith('/v1/account'))).toHaveLength(1);
    const before = paths.length;
    const result = await verifyOtp(spied, { handle, code });
    expect(result.created).toBe(true);
    expect(paths.slice(before).filter((p) => p.endsWith('/v1/account'))).toEqual([]);
    spied.destroy();
  });
});
