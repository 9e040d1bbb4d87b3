import { type BrowserContext, expect, test } from '@playwright/test';
import {
  logOut,
  signInWithEmail,
  signInWithPhone,
  signInWithProvider,
  uniqueEmail,
  uniquePhone,
} from './support/demo.js';

/**
 * A normal login or signup makes no request that fails and leaves the console clean (issue 25):
 * browsers print every 4xx and 5xx answer to the console, so a failed request is an error every
 * integrator would see. Watched on the whole browser context, the OAuth popup included.
 */
function watch(context: BrowserContext) {
  const problems: string[] = [];
  const calls: string[] = [];
  context.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (/^\/(v1|public\/v1)\//.test(pathname)) calls.push(pathname.replace(/^.*\//, ''));
    if (response.status() >= 400) {
      problems.push(`${response.status()} ${response.request().method()} ${pathname}`);
    }
  });
  context.on('requestfailed', (request) => {
    problems.push(`failed ${request.method()} ${request.url()}: ${request.failure()?.errorText}`);
  });
  context.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`console ${message.type()}: ${message.text()}`);
    }
  });
  context.on('weberror', (error) => problems.push(`page error: ${error.error().message}`));
  return { problems, calls };
}

/** The service calls from the code check on (the minimum a login by code can make). */
const afterCode = (calls: string[]) => calls.slice(calls.lastIndexOf('otp_verify_v2'));
/** The service calls before it: the account is looked up while the user reads the code. */
const beforeCode = (calls: string[]) => calls.slice(0, calls.lastIndexOf('otp_verify_v2'));

test.beforeEach(async ({ page }) => {
  await page.goto('/');
});

test('e-mail: a new user signs up, then logs back in on this device with one request after the code check', async ({
  page,
  context,
}, info) => {
  const { problems, calls } = watch(context);
  const email = uniqueEmail(info);
  await signInWithEmail(page, email);
  await expect(
    page.getByRole('heading', { name: 'Signed in: your new wallet is ready' }),
  ).toBeVisible();
  expect(beforeCode(calls)).toContain('account');
  expect(afterCode(calls).slice(0, 2)).toEqual(['otp_verify_v2', 'signup_v2']);
  await logOut(page);
  calls.length = 0;
  await signInWithEmail(page, email);
  await expect(page.getByRole('heading', { name: 'Signed in', exact: true })).toBeVisible();
  expect(afterCode(calls).slice(0, 2)).toEqual(['otp_verify_v2', 'stamp_login']);
  expect(problems).toEqual([]);
});

test('e-mail: a returning user on a device that never logged them in is found, not probed', async ({
  page,
  browser,
}, info) => {
  const email = uniqueEmail(info);
  const first = await signInWithEmail(page, email);
  const other = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const { problems, calls } = watch(other);
  const device = await other.newPage();
  await device.goto('/');
  expect(await signInWithEmail(device, email)).toEqual(first);
  // Asked ahead without the token, then with it: the token's answer is the one logged in to.
  expect(beforeCode(calls)).toContain('account');
  expect(afterCode(calls).slice(0, 3)).toEqual(['otp_verify_v2', 'account', 'stamp_login']);
  expect(problems).toEqual([]);
  await other.close();
});

test('SMS: a new user signs up, and logs back in', async ({ page, context }) => {
  const { problems } = watch(context);
  const phone = uniquePhone();
  await signInWithPhone(page, phone);
  await expect(
    page.getByRole('heading', { name: 'Signed in: your new wallet is ready' }),
  ).toBeVisible();
  await logOut(page);
  await signInWithPhone(page, phone);
  expect(problems).toEqual([]);
});

test('OAuth (Google-style popup): a new user signs up, and logs back in', async ({
  page,
  context,
}, info) => {
  const { problems } = watch(context);
  const identity = { name: 'Clean Flow', email: uniqueEmail(info, 'oidc') };
  await signInWithProvider(page, 'Google', identity);
  await expect(
    page.getByRole('heading', { name: 'Signed in: your new wallet is ready' }),
  ).toBeVisible();
  await logOut(page);
  await signInWithProvider(page, 'Google', identity);
  expect(problems).toEqual([]);
});
