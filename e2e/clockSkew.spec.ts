import { expect, type Page, test } from '@playwright/test';
import { openAccount, rowOf } from './support/accountCenter.js';
import { signInWithEmail, uniqueEmail } from './support/demo.js';

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
    const key = Object.keys(localStorage).find((k) => k.startsWith('embedded-wallet-kit:session:'));
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
