import { expect, test } from '@playwright/test';
import {
  enterCodeFor,
  expectSignedIn,
  logOut,
  openModal,
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
  await expect(
    page.getByRole('heading', { name: 'Signed in: your new wallet is ready' }),
  ).toBeVisible();
  const wallet = page.getByTestId('session-wallet');
  await expect(wallet).toContainText("verified to the sandbox's root");
  await expect(wallet).toContainText(/0x[0-9a-fA-F]{40}/);
  // What the check showed: the enclave's measurements and manifest digest.
  await expect(wallet).toContainText('PCR0');
  await expect(wallet).toContainText('PCR17');
  await expect(wallet.getByTestId('attestation-manifest')).toHaveText(/^[0-9a-f]{8}/);

  await logOut(page);
  const again = await signInWithEmail(page, email);
  expect(again).toEqual(first);
  await expect(page.getByRole('heading', { name: 'Signed in', exact: true })).toBeVisible();
});

test('SMS OTP: signs a new user up, then logs the same user back in', async ({ page }) => {
  const phone = uniquePhone();
  const first = await signInWithPhone(page, phone);
  await expect(
    page.getByRole('heading', { name: 'Signed in: your new wallet is ready' }),
  ).toBeVisible();
  await logOut(page);
  expect(await signInWithPhone(page, phone)).toEqual(first);
  await expectSignedIn(page);
});

test('a signup whose app proof fails the pinned policy is refused, and the page says why', async ({
  page,
}, info) => {
  // The demo pins PCR0 to a value the sandbox's enclave image does not have.
  await page.goto(`/?pinPcr0=${'00'.repeat(48)}`);
  const email = uniqueEmail(info);
  const modal = await openModal(page);
  await modal.getByRole('textbox', { name: 'Email address' }).fill(email);
  await modal.getByRole('button', { name: 'Continue', exact: true }).click();
  await enterCodeFor(page, email);
  const notice = page.getByTestId('proof-failure');
  await expect(notice).toContainText('PCR_POLICY_MISMATCH');
  await expect(notice).toContainText('PCR0 is not the pinned value');
  await expect(page.getByRole('heading', { name: /^Signed in/ })).toBeHidden();
});
