import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initOtp } from '../../../../src/core/actions/initOtp.js';
import { verifyOtp } from '../../../../src/core/actions/verifyOtp.js';
import { createSessionKey } from '../../../../src/core/keys/createSessionKey.js';
import type { Clock } from '../../../../src/core/platform/clock.js';
import { createSessionKeyStamper } from '../../../../src/core/stampers/createSessionKeyStamper.js';
import type { Stamper } from '../../../../src/core/stampers/stamper.js';
import type { FetchLike } from '../../../../src/core/transport/transport.js';
import type { WalletKit } from '../../../../src/core/walletKit.js';
import {
  kitFor,
  readOtpCode,
  type Sandbox,
  sandboxFetch,
  startSandbox,
} from '../../../support/sandboxKit.js';

// Issue 29 item 2: a device whose clock is wrong still logs in, stamps live requests and times
// its session by the service's clock. The sandbox runs on the real time; the kit's device clock
// is skewed.

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());

const MIN = 60_000;
let n = 0;
const email = () => `skew${++n}-${Date.now()}@example.com`;

const skewedClock = (skewMs: number): Clock => ({
  now: () => Date.now() + skewMs,
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
});

/** The sandbox's answers without `Date` (a service that does not expose it to the page). */
const withoutDate = (inner: FetchLike): FetchLike => {
  return async (url, init) => {
    const response = await inner(url, init);
    const headers = new Headers(response.headers);
    headers.delete('date');
    return new Response(await response.text(), { status: response.status, headers });
  };
};

async function otpLogin(kit: WalletKit, contact = email()) {
  const handle = await initOtp(kit, { otpType: 'OTP_TYPE_EMAIL', contact });
  return verifyOtp(kit, { handle, code: await readOtpCode(sandbox, contact) });
}

/** The login worked end to end: a signed query answers, the session's time left is right. */
async function expectWorkingSession(kit: WalletKit, lifetimeMs: number) {
  const { session } = kit.session.getSnapshot();
  if (!session) throw new Error('not signed in');
  const who = await kit.api.whoami({ organizationId: session.organizationId });
  expect(who.userId).toBe(session.userId);
  // The session's time left, read on the kit's clock, is the service's (issued just now).
  expect(Math.abs(session.expiresAt - kit.clock.now() - lifetimeMs)).toBeLessThan(5000);
  expect(Math.abs(session.expiresAt - Date.now() - lifetimeMs)).toBeLessThan(5000);
}

const lifetimeMs = async (kit: WalletKit) =>
  Number((await kit.remoteConfig()).sessionExpirationSeconds) * 1000;

describe.each([
  ['2 min fast', 2 * MIN],
  ['10 min fast', 10 * MIN],
  ['10 min slow', -10 * MIN],
  ['1 h slow', -60 * MIN],
])('a device clock %s', (_, skew) => {
  it.each([
    ['attested', 'attested'],
    ['proxy', 'proxy'],
  ] as const)(
    'logs in by e-mail (%s login) and makes a signed query',
    async (_mode, tokenLogin) => {
      const kit = kitFor(sandbox, { clock: skewedClock(skew), tokenLogin });
      const result = await otpLogin(kit);
      expect(result.created).toBe(true);
      expect(Math.abs(kit.clock.offsetMs + skew)).toBeLessThan(2000);
      await expectWorkingSession(kit, await lifetimeMs(kit));
      kit.destroy();
    },
  );
});

describe('where the page cannot read the service’s Date', () => {
  it.each([
    ['2 min fast', 2 * MIN],
    ['10 min slow', -10 * MIN],
  ])(
    'a device %s: the refused stamp_login is stamped again with the service’s time',
    async (_, skew) => {
      const kit = kitFor(sandbox, {
        clock: skewedClock(skew),
        fetch: withoutDate(sandboxFetch(sandbox)),
      });
      await otpLogin(kit);
      // The refusal's serverTimeMs set the clock, to the round trip.
      expect(Math.abs(kit.clock.offsetMs + skew)).toBeLessThan(2000);
      await expectWorkingSession(kit, await lifetimeMs(kit));
      kit.destroy();
    },
  );

  it.each([
    ['a key in the kit', false, 2],
    ['the user (a passkey, a wallet)', true, 1],
  ])(
    'a refused submit stamped by %s: stamped again, or CLOCK_SKEW in minutes',
    async (_, interactive, stamps) => {
      // A session of a user, made on a device whose clock is right.
      const owner = kitFor(sandbox);
      const { session } = await otpLogin(owner);
      const key = await owner.keys.get(session.publicKey);
      if (!key) throw new Error('no session key');
      const kit = kitFor(sandbox, {
        clock: skewedClock(-10 * MIN),
        fetch: withoutDate(sandboxFetch(sandbox)),
      });
      let stamped = 0;
      const inner = createSessionKeyStamper(key.keyPair);
      const stamper: Stamper = {
        interactive,
        stamp: (body) => {
          stamped += 1;
          return inner.stamp(body);
        },
      };
      const fresh = await createSessionKey(kit.keys, Date.now());
      const call = kit.api.stampLogin(
        { publicKey: fresh.publicKey, expirationSeconds: '60' },
        { organizationId: session.organizationId, stamper },
      );
      if (interactive) {
        const refused = await call.catch((error: unknown) => error);
        expect(refused).toMatchObject({ code: 'CLOCK_SKEW', details: { minutes: 10 } });
        expect((refused as Error).message).toMatch(/about 10 min behind/);
        // The refusal set the clock: the user's next try is stamped with the service's time.
        await expect(
          kit.api.stampLogin(
            { publicKey: fresh.publicKey, expirationSeconds: '60' },
            { organizationId: session.organizationId, stamper },
          ),
        ).resolves.toMatchObject({ result: { session: expect.any(String) } });
        stamped -= 1;
      } else {
        await expect(call).resolves.toMatchObject({ result: { session: expect.any(String) } });
      }
      expect(stamped).toBe(stamps);
      owner.destroy();
      kit.destroy();
    },
  );

  it('a device so far ahead that a fresh verification token looks expired: CLOCK_SKEW', async () => {
    const kit = kitFor(sandbox, {
      clock: skewedClock(60 * MIN),
      fetch: withoutDate(sandboxFetch(sandbox)),
    });
    const refused = await otpLogin(kit).catch((error: unknown) => error);
    expect(refused).toMatchObject({ code: 'CLOCK_SKEW' });
    expect((refused as Error).message).toMatch(/ahead/);
    kit.destroy();
  });
});
