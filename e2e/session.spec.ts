import { expect, test } from '@playwright/test';
import { patchProxyConfig } from 'embedded-wallet-kit-sandbox/testing';
import { openAccount } from './support/accountCenter.js';
import {
  baseUrlOf,
  enterCodeFor,
  expectSignedIn,
  expectSignedOut,
  logOut,
  openModal,
  signInWithEmail,
  uniqueEmail,
} from './support/demo.js';

test('the session survives a reload (JWT in storage, key in IndexedDB)', async ({ page }, info) => {
  await page.goto('/');
  const email = uniqueEmail(info);
  const who = await signInWithEmail(page, email);
  await page.reload();
  expect(await expectSignedIn(page)).toEqual(who);
  // The restored session still stamps signed-API calls (get_user answers the account center).
  const center = await openAccount(page);
  await expect(center.getByRole('listitem').filter({ hasText: email })).toBeVisible();
});

test('logging out in one tab logs the other tab out', async ({ context }, info) => {
  const first = await context.newPage();
  await first.goto('/');
  await signInWithEmail(first, uniqueEmail(info));
  const second = await context.newPage();
  await second.goto('/');
  await expectSignedIn(second);

  await logOut(first);
  await expectSignedOut(second);
});

test.describe('an expired session', () => {
  // The session lifetime is the proxy configuration's, shared by every test: put it back.
  test.afterEach(async ({ baseURL }) => {
    await patchProxyConfig(baseURL as string, { sessionExpirationSeconds: 900 });
  });

  test('returns to the login screen', async ({ page }, info) => {
    await page.goto('/?autoRefresh=0');
    // Long enough to see the warning on a loaded machine; the signed-in page is not read
    // further (its ids could be gone by then), only the warning, then the expiry.
    await patchProxyConfig(baseUrlOf(page), { sessionExpirationSeconds: 8 });
    const email = uniqueEmail(info);
    const modal = await openModal(page);
    await modal.getByRole('textbox', { name: 'Email address' }).fill(email);
    await modal.getByRole('button', { name: 'Continue', exact: true }).click();
    await enterCodeFor(page, email);
    await expect(page.getByText('expiring soon')).toBeVisible();
    // The session store signs out when the JWT's `exp` passes (8 s after login).
    await expectSignedOut(page);
  });
});
