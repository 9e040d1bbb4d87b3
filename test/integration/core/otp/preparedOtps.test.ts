import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initOtp } from '../../../../src/core/actions/initOtp.js';
import { verifyOtp } from '../../../../src/core/actions/verifyOtp.js';
import type { OtpEncryption } from '../../../../src/core/crypto/prepareOtpEncryption.js';
import { createMemoryKeyStore } from '../../../../src/core/keys/createMemoryKeyStore.js';
import { createSessionKey } from '../../../../src/core/keys/createSessionKey.js';
import { createPreparedOtps } from '../../../../src/core/otp/preparedOtps.js';
import { createManualClock } from '../../../support/core/manualClock.js';
import { kitFor, readOtpCode, type Sandbox, startSandbox } from '../../../support/sandboxKit.js';

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
  const prepared = kit.preparedOtps.take(handle.otpId);
  if (!prepared) throw new Error('initOtp prepared nothing');
  const encryption = replace(prepared.encryption);
  encryption.catch(() => {});
  kit.preparedOtps.put(handle.otpId, { ...prepared, encryption });
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
    const { kit, handle, result } = await verifyWithEncryption(async (prepared) => {
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
    expect(kit.preparedOtps.take(handle.otpId)).toBeUndefined();
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
    expect(kit.preparedOtps.size).toBe(0);
    kit.destroy();
  });

  it('is dropped with its key when the kit is destroyed', async () => {
    const kit = kitFor(sandbox);
    await initOtp(kit, { otpType: 'OTP_TYPE_EMAIL', contact: email() });
    await expect.poll(() => kit.keys.list()).toHaveLength(1);
    expect(kit.preparedOtps.size).toBe(1);
    kit.destroy();
    expect(kit.preparedOtps.size).toBe(0);
    await expect.poll(() => kit.keys.list()).toEqual([]);
  });
});

describe('createPreparedOtps', () => {
  it('drops what nobody took once it is older than maxAgeMs, deleting its key', async () => {
    const keys = createMemoryKeyStore();
    const clock = createManualClock(0);
    const prepared = createPreparedOtps({ keys, clock, maxAgeMs: 1000 });
    const entry = (key: ReturnType<typeof createSessionKey>) => {
      const encryption = Promise.reject(new Error('unused'));
      encryption.catch(() => {});
      return { targetBundle: 'bundle', sessionKey: key, encryption };
    };
    const old = createSessionKey(keys, 0);
    prepared.put('old', entry(old));
    await clock.advance(999);
    prepared.put('young', entry(createSessionKey(keys, 999)));
    expect(prepared.size).toBe(2);
    await clock.advance(1);
    prepared.put('new', entry(createSessionKey(keys, 1000)));
    expect(prepared.size).toBe(2);
    expect(prepared.take('old')).toBeUndefined();
    await expect.poll(async () => keys.get((await old).publicKey)).toBeUndefined();
    expect(prepared.take('young')).toBeDefined();
    expect(prepared.take('young')).toBeUndefined();
  });
});
