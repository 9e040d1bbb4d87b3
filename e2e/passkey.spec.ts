import { expect, test } from '@playwright/test';
import { addVirtualPasskey } from 'embedded-wallet-kit-sandbox/testing';
import { openAccount, rowOf } from './support/accountCenter.js';
import { expectSignedIn, logOut, openModal } from './support/demo.js';

test('passkey: one entry; with no passkey yet it offers to create one, then logs in with it', async ({
  page,
}) => {
  const passkey = await addVirtualPasskey(page);
  await page.goto('/');

  let modal = await openModal(page);
  // The virtual authenticator holds no passkey: the prompt ends without one, and the modal
  // offers to create one.
  await modal.getByRole('button', { name: 'Continue with a passkey' }).click();
  await modal.getByRole('button', { name: 'Create a passkey' }).click();
  // Its name: the user's contact (issue 27 item 7).
  await modal.getByRole('textbox', { name: 'Email or phone number' }).fill('passkey@example.com');
  await modal.getByRole('button', { name: 'Create passkey' }).click();
  const first = await expectSignedIn(page);
  await expect(
    page.getByRole('heading', { name: 'Signed in: your new wallet is ready' }),
  ).toBeVisible();
  await expect(page.getByTestId('session-wallet')).toContainText("verified to the sandbox's root");
  const credentials = await passkey.credentials();
  expect(credentials).toHaveLength(1);
  expect(credentials[0]?.isResidentCredential).toBe(true);

  await logOut(page);
  modal = await openModal(page);
  await modal.getByRole('button', { name: 'Continue with a passkey' }).click();
  expect(await expectSignedIn(page)).toEqual(first);

  // The same passkey is listed as the user's authenticator (the account center's profile).
  const center = await openAccount(page);
  await expect(rowOf(center, /Passkey/)).toHaveCount(1);
  await passkey.remove();
});
