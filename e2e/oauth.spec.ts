import { expect, test } from '@playwright/test';
import { cancelDevOAuthLogin } from 'embedded-wallet-kit-sandbox/testing';
import { openAccount, rowAction } from './support/accountCenter.js';
import { logOut, modalOf, openModal, signInWithProvider, uniqueEmail } from './support/demo.js';

test.beforeEach(async ({ page }) => {
  await page.goto('/');
});

test('dev OIDC provider (Google-style) in a popup: signup, login, unlink', async ({
  page,
}, info) => {
  const identity = { name: 'Ada Lovelace', email: uniqueEmail(info, 'oidc') };
  const first = await signInWithProvider(page, 'Google', identity);
  await expect(
    page.getByRole('heading', { name: 'Signed in: your new wallet is ready' }),
  ).toBeVisible();
  await logOut(page);
  expect(await signInWithProvider(page, 'Google', identity)).toEqual(first);

  // The identity is linked to the user; unlinking it goes through delete_oauth_providers. An
  // OAuth-only user keeps it: it is their last way in (the account center says so).
  const center = await openAccount(page);
  await rowAction(center, 'Google', 'Remove');
  await expect(center.getByRole('heading', { name: 'Can’t remove Google' })).toBeVisible();
});

test('dev OAuth 2.0 provider (X-style, PKCE) in a popup: signup, then login', async ({
  page,
}, info) => {
  const identity = { name: 'Grace Hopper', email: uniqueEmail(info, 'oauth2') };
  const first = await signInWithProvider(page, 'X', identity);
  await expect(
    page.getByRole('heading', { name: 'Signed in: your new wallet is ready' }),
  ).toBeVisible();
  await logOut(page);
  expect(await signInWithProvider(page, 'X', identity)).toEqual(first);
});

test('cancelling on the provider page ends the login and leaves the modal usable', async ({
  page,
}) => {
  const modal = await openModal(page);
  const popupOpened = page.waitForEvent('popup');
  await modal.getByRole('button', { name: 'Continue with Discord' }).click();
  const popup = await popupOpened;
  await cancelDevOAuthLogin(popup);
  // access_denied is the user's own choice: the modal goes back to the methods, no error.
  await expect(modalOf(page).getByRole('heading', { name: 'Log in or sign up' })).toBeVisible();
});
