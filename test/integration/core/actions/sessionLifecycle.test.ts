import { IDBFactory } from 'fake-indexeddb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initOtp } from '../../../../src/core/actions/initOtp.js';
import { logout } from '../../../../src/core/actions/logout.js';
import { verifyOtp } from '../../../../src/core/actions/verifyOtp.js';
import { createIndexedDbKeyStore } from '../../../../src/core/keys/createIndexedDbKeyStore.js';
import { createMemoryStorage } from '../../../../src/core/platform/createMemoryStorage.js';
import type { SessionEvent } from '../../../../src/core/session/session.js';
import type { WalletKit } from '../../../../src/core/walletKit.js';
import { createSandbox } from '../../../../src/sandbox/index.js';
import { createManualClock } from '../../../support/core/manualClock.js';
import { createBroadcastHub } from '../../../support/core/sessionFixtures.js';
import { kitFor, readOtpCode, type Sandbox, startSandbox } from '../../../support/sandboxKit.js';

const nextEvent = (kit: WalletKit, type: SessionEvent['type']) =>
  new Promise<SessionEvent>((resolve) => {
    const off = kit.session.on((event) => {
      if (event.type !== type) return;
      off();
      resolve(event);
    });
  });

async function otpLogin(sandbox: Sandbox, kit: WalletKit) {
  const contact = `life-${Math.random().toString(36).slice(2)}@example.com`;
  const handle = await initOtp(kit, { otpType: 'OTP_TYPE_EMAIL', contact });
  return verifyOtp(kit, { handle, code: await readOtpCode(sandbox, contact) });
}

describe('session lifecycle against the sandbox', () => {
  let sandbox: Sandbox;
  beforeAll(async () => {
    sandbox = await startSandbox();
  });
  afterAll(() => sandbox.close());

  it('two tabs: a login, a refresh and a logout in one reach the other', async () => {
    const hub = createBroadcastHub();
    const indexedDB = new IDBFactory();
    const storage = createMemoryStorage();
    const tab = () =>
      kitFor(sandbox, {
        keyStore: createIndexedDbKeyStore({ indexedDB }),
        storage,
        broadcastChannel: hub.channel(),
      });
    const a = tab();
    const b = tab();
    await Promise.all([a.session.ready(), b.session.ready()]);

    let seen = nextEvent(b, 'login');
    const { session } = await otpLogin(sandbox, a);
    await seen;
    // Tab B stamps with the key tab A made (same IndexedDB), and the service accepts it.
    const out = await b.api.getAuthenticators({
      organizationId: session.organizationId,
      userId: session.userId,
    });
    expect(out.authenticators).toEqual([]);

    // Refreshed in tab B (stamp_login stamped by the shared key): tab A adopts the new session.
    seen = nextEvent(a, 'refresh');
    const refreshed = await b.session.refresh();
    expect(await seen).toMatchObject({ type: 'refresh', remote: true });
    expect(a.session.getSnapshot().session?.token).toBe(refreshed.token);

    seen = nextEvent(b, 'logout');
    await logout(a);
    await seen;
    expect(b.session.getSnapshot().status).toBe('signedOut');
    a.destroy();
    b.destroy();
  });
});

describe('automatic refresh through stamp_login', () => {
  it('refreshes before expiry, on the injected clock, with the service on the same clock', async () => {
    const clock = createManualClock(Date.now());
    const sandbox = await createSandbox({ now: () => clock.now() });
    try {
      const kit = kitFor(sandbox, { clock, session: { refreshLeadMs: 120_000 } });
      const { session } = await otpLogin(sandbox, kit);
      expect(session.expiresAt - clock.now()).toBeGreaterThan(800_000);
      const refreshed = nextEvent(kit, 'refresh');
      await clock.advance(session.expiresAt - clock.now() - 120_000);
      const event = await refreshed;
      const next = kit.session.getSnapshot().session;
      expect(event).toMatchObject({ type: 'refresh', remote: false });
      expect(next?.userId).toBe(session.userId);
      expect(next?.expiresAt).toBeGreaterThan(session.expiresAt);
      expect(await kit.keys.list()).toEqual([next?.publicKey]);
      kit.destroy();
    } finally {
      await sandbox.close();
    }
  });
});
