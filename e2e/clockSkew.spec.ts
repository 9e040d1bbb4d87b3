import { expect, type Page, type Route, test } from '@playwright/test';
import { openAccount, rowOf } from './support/accountCenter.js';
import { enterCodeFor, openModal, signInWithEmail, uniqueEmail } from './support/demo.js';
import { capture, contextOf, type Screen } from './support/screens.js';

// Issue 29 item 2: a device whose clock is wrong. The sandbox runs on the real time; the page's
// `Date` is skewed before any of its scripts run, as a wrong system clock would be.

/** `Date.now()` and `new Date()` of the page read `skewMs` off the real time. */
async function skewPageClock(page: Page, skewMs: number): Promise<void> {
  await page.addInitScript({
    content: `(() => {
      const Real = Date;
      const now = () => Real.now() + ${skewMs};
      class Skewed extends Real {
        constructor(...args) { args.length ? super(...args) : super(now()); }
        static now() { return now(); }
      }
      globalThis.Date = Skewed;
    })();`,
  });
}

/** The service's expiry of the page's session: the stored JWT's `exp`, epoch ms. */
async function sessionExpiry(page: Page): Promise<number> {
  const token = await page.evaluate(() => {
    // The session's own entry (the keys this browser made sit under `<that key>:keys`).
    const key = Object.keys(localStorage).find(
      (k) => k.startsWith('embedded-wallet-kit:session:') && !k.endsWith(':keys'),
    );
    return key ? localStorage.getItem(key) : null;
  });
  if (!token) throw new Error('no session in localStorage');
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
  return Number(payload.exp) * 1000;
}

/** The demo's session timer ("m:ss"), in ms. */
async function timerMs(page: Page): Promise<number> {
  const text = (await page.getByTestId('session-countdown').textContent()) ?? '';
  const [minutes, seconds] = text.split(':').map(Number);
  return ((minutes ?? Number.NaN) * 60 + (seconds ?? Number.NaN)) * 1000;
}

const MIN = 60_000;

for (const [label, skew] of [
  ['2 min fast', 2 * MIN],
  ['10 min fast', 10 * MIN],
  ['10 min slow', -10 * MIN],
  ['1 h slow', -60 * MIN],
] as const) {
  test(`a device clock ${label}: e-mail login, a signed query, the session timer on the service's time`, async ({
    page,
  }, info) => {
    await skewPageClock(page, skew);
    await page.goto('/');
    // The skew is in place: the page reads the wrong time.
    const pageSkew = (await page.evaluate(() => Date.now())) - Date.now();
    expect(Math.abs(pageSkew - skew)).toBeLessThan(5000);

    const email = uniqueEmail(info);
    await signInWithEmail(page, email);
    // A signed query answers: the account center's profile (get_user, stamped by the session key).
    const center = await openAccount(page);
    await expect(rowOf(center, email)).toContainText('Verified');
    await page.keyboard.press('Escape');
    await expect(center).toBeHidden();

    // The timer shows what the service will do: within 5 s of its expiry.
    const expiresAt = await sessionExpiry(page);
    await expect
      .poll(async () => Math.abs((await timerMs(page)) - (expiresAt - Date.now())))
      .toBeLessThan(5000);
  });
}

/**
 * Issue 36 item 2: the service's answers are dated by someone on the path (a proxy, an attacker):
 * the kit learns no time from a proxy's error page or from a date more than a day off, and never
 * ends a session on a time it learned alone; the service's next honest answers set it right.
 * The dated answer is a read's (`get_user`, the account center's profile): a submit's activity
 * carries the service's own time too, which corrects the clock at once.
 */
test('a hostile Date on the service’s answers does not sign the user out', async ({
  page,
}, info) => {
  const GET_USER = /\/public\/v1\/query\/get_user$/;
  /** The next get_user answer dated `at`; with `status`, a proxy's own error page instead. */
  const dateNextRead = async (at: number, status?: number) => {
    const date = new Date(at).toUTCString();
    const handler = async (route: Route) => {
      if (status !== undefined) {
        await route.fulfill({
          status,
          headers: { date },
          contentType: 'text/html',
          body: 'Bad Gateway',
        });
        return;
      }
      const response = await route.fetch();
      await route.fulfill({ response, headers: { ...response.headers(), date } });
    };
    await page.route(GET_USER, handler, { times: 1 });
  };
  /** Opens the account center (its profile reads get_user) once `answered`, and closes it. */
  const readProfile = async (answered: Promise<unknown>) => {
    const center = await openAccount(page);
    await answered;
    await page.keyboard.press('Escape');
    await expect(center).toBeHidden();
  };
  const stillSignedIn = async () => {
    await expect(page.getByRole('heading', { name: /^Signed in/ })).toBeVisible();
    // The timer counts the service's expiry of the session, to within 5 s.
    await expect
      .poll(async () =>
        Math.abs((await timerMs(page)) - ((await sessionExpiry(page)) - Date.now())),
      )
      .toBeLessThan(5000);
  };

  await page.goto('/');
  await signInWithEmail(page, uniqueEmail(info));
  await stillSignedIn();

  // A date in 2100 on a successful answer: more than a day off, so nothing is learned from it.
  await dateNextRead(Date.UTC(2100, 0, 1));
  await readProfile(page.waitForResponse(GET_USER));
  await stillSignedIn();

  // 20 minutes ahead (the 15-minute session then looks over): the kit asks the service, which
  // still takes the session, so the user stays; that honest answer sets the clock back. Every
  // read of the profile is dated ahead, so that no honest read beside get_user sets the clock
  // back before the kit asks.
  const PROFILE_READS = /\/public\/v1\/query\/(get_user|list_wallets|list_wallet_accounts)$/;
  const ahead = new Date(Date.now() + 20 * MIN).toUTCString();
  const dateAhead = async (route: Route) => {
    const response = await route.fetch();
    await route.fulfill({ response, headers: { ...response.headers(), date: ahead } });
  };
  await page.route(PROFILE_READS, dateAhead);
  await readProfile(
    page.waitForResponse((r) => r.url().endsWith('/public/v1/query/whoami') && r.ok()),
  );
  // The reads still in flight are let finish (an unrouted one would be answered twice).
  await page.unrouteAll({ behavior: 'wait' });
  await stillSignedIn();

  // A proxy's 502 dated a day ahead, then the honest answer of the retry.
  await dateNextRead(Date.now() + 24 * 60 * MIN, 502);
  await readProfile(page.waitForResponse((r) => GET_USER.test(r.url()) && r.ok()));
  await stillSignedIn();
});

test('a device clock two days fast: the code check says the clock is off, at 390 and 1280 px, light and dark, axe-clean', async ({
  page,
}, info) => {
  // Past the day the kit lets the service's answers correct (MAX_SERVICE_CLOCK_OFFSET_MS): the
  // fresh verification token looks expired, which only a wrong device clock explains.
  await skewPageClock(page, 2 * 24 * 60 * MIN);
  const clockOff: Screen = { name: 'modal-clock-off', show: async () => {} };
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto('/');
    const email = uniqueEmail(info, `clock${viewport.width}`);
    const modal = await openModal(page);
    await modal.getByRole('textbox', { name: 'Email address' }).fill(email);
    await modal.getByRole('button', { name: 'Continue', exact: true }).click();
    await enterCodeFor(page, email);
    await expect(modal.getByRole('heading', { name: 'Device clock is off' })).toBeVisible();
    await expect(modal.getByText(/off by about 2 days\. Correct it and try again\./)).toBeVisible();
    await capture(clockOff, contextOf(page), info);
  }
});
