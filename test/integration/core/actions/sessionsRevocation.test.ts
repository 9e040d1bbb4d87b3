import { afterAll, describe, expect, it } from 'vitest';
import { initOtp } from '../../../../src/core/actions/initOtp.js';
import { listSessions } from '../../../../src/core/actions/listSessions.js';
import { revokeSessions } from '../../../../src/core/actions/revokeSessions.js';
import { verifyOtp } from '../../../../src/core/actions/verifyOtp.js';
import { isKitError } from '../../../../src/core/errors/isKitError.js';
import { createWhoamiConfirm } from '../../../../src/core/session/createWhoamiConfirm.js';
import { endRevokedSession } from '../../../../src/core/session/endRevokedSession.js';
import type { WalletKit } from '../../../../src/core/walletKit.js';
import { kitFor, readOtpCode, startSandbox } from '../../../support/sandboxKit.js';

/**
 * The user's sessions on two devices (two kits: two key stores, two storages): each lists both,
 * this device's first; one revokes the other, whose next signed call is refused and whose kit
 * signs out, its `logout` event saying `revoked`.
 */
const sandbox = await startSandbox();
afterAll(() => sandbox.close());

async function logIn(kit: WalletKit, email: string) {
  const handle = await initOtp(kit, { otpType: 'OTP_TYPE_EMAIL', contact: email });
  return verifyOtp(kit, { handle, code: await readOtpCode(sandbox, email) });
}

describe('sessions', () => {
  it('lists the sessions of two devices and revokes the other one', async () => {
    const email = 'two-devices@example.com';
    const laptop = kitFor(sandbox);
    const phone = kitFor(sandbox);
    await logIn(laptop, email);
    await logIn(phone, email);
    const listed = await listSessions(laptop);
    expect(listed.map((s) => s.current)).toEqual([true, false]);
    expect(listed[0]!.publicKey).toBe(laptop.session.getSnapshot().session!.publicKey);
    expect(listed[1]!.publicKey).toBe(phone.session.getSnapshot().session!.publicKey);
    expect(listed[0]!.expiresAt).toBe(laptop.session.getSnapshot().session!.expiresAt);
    expect(listed[1]!.expiresAt).toBeGreaterThan(listed[1]!.createdAt);

    // This browser's own session ends with logout, never as "another".
    await expect(revokeSessions(laptop, { apiKeyIds: [listed[0]!.apiKeyId] })).rejects.toSatisfy(
      (e) => isKitError(e, 'INVALID_ARGUMENT'),
    );
    const signedOut = new Promise<unknown>((resolve) =>
      phone.session.on((event) => {
        if (event.type === 'logout') resolve(event);
      }),
    );
    expect(await revokeSessions(laptop, { others: true })).toEqual([listed[1]!.apiKeyId]);
    expect((await listSessions(laptop)).map((s) => s.current)).toEqual([true]);

    const refused = await listSessions(phone).catch((e: unknown) => e);
    expect(isKitError(refused, 'UNAUTHENTICATED')).toBe(true);
    expect(await signedOut).toEqual({ type: 'logout', remote: false, revoked: true });
    expect(phone.session.getSnapshot().status).toBe('signedOut');
    // The laptop's session goes on.
    expect((await listSessions(laptop)).length).toBe(1);
    laptop.destroy();
    phone.destroy();
  });

  it('a refusal for another organization leaves the session alone', async () => {
    const kit = kitFor(sandbox);
    const { session } = await logIn(kit, 'other-org@example.com');
    const error = await kit.api
      .createUserTag(
        { userTagName: 'x', userIds: [] },
        { organizationId: sandbox.bootstrap.organizationId },
      )
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(isKitError(error, 'UNAUTHENTICATED')).toBe(true);
    // The check the kit ran on that refusal (joined if still running): the key still stamps.
    const ask = createWhoamiConfirm(() => kit.api, kit.crypto);
    await endRevokedSession(kit, session.publicKey, ask);
    await endRevokedSession(kit, session.publicKey, ask);
    expect(kit.session.getSnapshot().status).toBe('signedIn');
    kit.destroy();
  });
});
