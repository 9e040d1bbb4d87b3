import { expect, test } from '@playwright/test';
import { readLastCode } from 'embedded-wallet-kit-sandbox/testing';
import { openAccount, rowOf } from './support/accountCenter.js';
import { baseUrlOf, expectSignedIn, openModal, uniqueEmail } from './support/demo.js';

// Issue 29 item 8: each failure says what happened.

test('a lost otp_verify_v2 answer, then the code typed again: "already used", not "expired"', async ({
  page,
}, info) => {
  await page.goto('/');
  // The first code check reaches the service, which spends the code; its answer never comes back.
  let lost = 0;
  await page.route('**/otp_verify_v2', async (route) => {
    if (lost > 0) return route.continue();
    lost += 1;
    await route.fetch();
    await route.abort('connectionreset');
  });
  const email = uniqueEmail(info);
  const modal = await openModal(page);
  await modal.getByRole('textbox', { name: 'Email address' }).fill(email);
  await modal.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(modal.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
  const code = await readLastCode(baseUrlOf(page), email);
  await modal.getByRole('textbox', { name: /^Character 1 of/ }).focus();
  await page.keyboard.type(code);
  await expect(modal.getByRole('alert')).toContainText('couldn’t reach the server');
  expect(lost).toBe(1);

  // The code screen stays, the digits kept: Verify sends the same code again. (Typed again, the
  // first key would start a new code; a key typed after the answer hides its words.)
  await modal.getByRole('button', { name: 'Verify', exact: true }).click();
  const alert = modal.getByRole('alert');
  await expect(alert).toContainText('That code was already used. Send a new code.');
  await expect(alert).not.toContainText('expired');
});

test.describe('IndexedDB unavailable (a private window, site data blocked)', () => {
  test.beforeEach(async ({ page }) => {
    // Present but refusing, as browsers leave it when storage is blocked.
    await page.addInitScript(() => {
      IDBFactory.prototype.open = () => {
        throw new DOMException(
          'The user denied permission to access the database.',
          'SecurityError',
        );
      };
    });
  });

  test('the login works in memory, the modal says a reload signs out, the app can read it', async ({
    page,
  }, info) => {
    // The success screen stays up while it shows the notice (no closeOnSuccess=off needed).
    await page.goto('/');
    const modal = await openModal(page);
    const email = uniqueEmail(info);
    await modal.getByRole('textbox', { name: 'Email address' }).fill(email);
    await modal.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(modal.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
    await modal.getByRole('textbox', { name: /^Character 1 of/ }).focus();
    await page.keyboard.type(await readLastCode(baseUrlOf(page), email));
    await expect(modal.getByRole('status')).toContainText(
      'This browser won’t keep you signed in: a reload signs you out.',
    );
    await modal.getByRole('button', { name: 'Continue', exact: true }).click();
    await expectSignedIn(page);
    // The app reads it from the session snapshot (`persistence`): the demo shows it.
    await expect(page.getByTestId('session-memory')).toContainText('INDEXEDDB_UNAVAILABLE');
    // A signed query works with the key held in memory (the account center's get_user).
    const center = await openAccount(page);
    await expect(rowOf(center, email)).toContainText('Verified');
  });
});
