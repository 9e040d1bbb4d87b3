import { expect, test } from '@playwright/test';
import {
  expectSignedIn,
  logOut,
  signInWithEmail,
  signInWithPhone,
  uniqueEmail,
  uniquePhone,
} from './support/demo.js';

test.beforeEach(async ({ page }) => {
  await page.goto('/');
});

test('e-mail OTP: signs a new user up with a verified wallet, then logs the same user back in', async ({
  page,
}, info) => {
  const email = uniqueEmail(info);
  const first = await signInWithEmail(page, email);
  await expect(page.getByRole('heading', { name: 'Signed in: welcome, new user' })).toBeVisible();
  await expect(page.getByTestId('session-wallet')).toContainText('app proof verified');
  await expect(page.getByTestId('session-wallet')).toContainText(/0x[0-9a-fA-F]{40}/);

  await logOut(page);
  const again = await signInWithEmail(page, email);
  expect(again).toEqual(first);
  await expect(page.getByRole('heading', { name: 'Signed in', exact: true })).toBeVisible();
});

test('SMS OTP: signs a new user up, then logs the same user back in', async ({ page }) => {
  const phone = uniquePhone();
  const first = await signInWithPhone(page, phone);
  await expect(page.getByRole('heading', { name: 'Signed in: welcome, new user' })).toBeVisible();
  await logOut(page);
  expect(await signInWithPhone(page, phone)).toEqual(first);
  await expectSignedIn(page);
});
