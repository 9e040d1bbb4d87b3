import { expect, type Page, test } from '@playwright/test';
import { addVirtualPasskey } from 'embedded-wallet-kit-sandbox/testing';
import { openAccount, rowOf } from './support/accountCenter.js';
import { logOut, signInWithEmail, uniqueEmail } from './support/demo.js';

const panel = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** The header's link to a page of the demo. */
const pageLink = (page: Page, name: 'Wallet' | 'Developer tools') =>
  page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name, exact: true });

/**
 * A newcomer's tour: sign up by e-mail, open the developer tools page, use every feature area
 * of the spec the demo keeps a panel for there (what a user does with their own account is in
 * the account center: accountCenter.spec.ts), come back, log out. Each step checks what the
 * operation did, as the panel shows it.
 */
test('every feature area works from its panel', async ({ page }, info) => {
  test.setTimeout(120_000);
  await addVirtualPasskey(page);
  await page.goto('/');
  const email = uniqueEmail(info);
  const { userId } = await signInWithEmail(page, email);
  // The panels are on a page of their own, reached without a reload (the session stays).
  await expect(page.getByRole('region', { name: 'API key' })).toHaveCount(0);
  await pageLink(page, 'Developer tools').click();
  await expect(page).toHaveURL(/\/developer-tools$/);
  await expect(page.getByRole('heading', { name: 'Developer tools', level: 1 })).toBeFocused();

  await test.step('user recovery: a recovery passkey', async () => {
    const p = panel(page, 'User recovery');
    await p.getByRole('button', { name: 'Recover with a new passkey' }).click();
    await expect(p.getByRole('status')).toContainText('Recovery passkey added');
    // The account center lists it among the user's passkeys.
    const center = await openAccount(page);
    await expect(rowOf(center, 'Recovery passkey')).toContainText('Passkey');
    await center.getByRole('button', { name: 'Close' }).click();
  });

  await test.step('API key: an unknown id is answered as not found', async () => {
    const p = panel(page, 'API key');
    await p
      .getByRole('textbox', { name: 'API key id' })
      .fill('00000000-0000-4000-8000-000000000000');
    await p.getByRole('button', { name: 'Look up' }).click();
    await expect(p.getByRole('alert')).toContainText('NOT_FOUND');
  });

  await test.step('user tags', async () => {
    const p = panel(page, 'User tags');
    await p.getByRole('button', { name: 'Tag me' }).click();
    await expect(p.getByRole('status')).toContainText('Tag created');
    await expect(p.getByText('Your tags: early-adopters')).toBeVisible();
  });

  await test.step('secrets: list, export into the isolated frame', async () => {
    const p = panel(page, 'Secrets');
    await expect(p.getByText('No secrets in your organization yet.')).toBeVisible();
    await p.getByRole('button', { name: 'Add a sample secret (sandbox)' }).click();
    await p.getByRole('button', { name: 'Export Demo secret 1' }).click();
    const frame = p.frameLocator('iframe');
    await frame.getByRole('button', { name: 'Reveal' }).click();
    await expect(frame.getByText(/^demo-[0-9a-f-]{36}$/)).toBeVisible();
  });

  await test.step('webhook endpoints: list and delete', async () => {
    const p = panel(page, 'Webhook endpoints');
    await expect(p.getByText('No webhook endpoints.')).toBeVisible();
    await p.getByRole('button', { name: 'Add a sample endpoint (sandbox)' }).click();
    await expect(p.getByRole('list', { name: 'Webhook endpoints' })).toContainText(
      'Demo activity hook',
    );
    await p.getByRole('button', { name: 'Delete Demo activity hook' }).click();
    await expect(p.getByText('No webhook endpoints.')).toBeVisible();
  });

  await test.step('e-mail events: the query answers for the address', async () => {
    const p = panel(page, 'E-mail events');
    await p.getByRole('textbox', { name: 'Recipient' }).fill(email);
    await p.getByRole('button', { name: 'Show events' }).click();
    // The OTP e-mails were sent by the parent organization's proxy, so the events are the
    // parent's: the user's own organization has none.
    await expect(p.getByText(`No e-mail events for ${email} in your organization.`)).toBeVisible();
  });

  await test.step('smart contract interfaces', async () => {
    const p = panel(page, 'Smart contract interfaces');
    await p.getByRole('button', { name: 'Save interface' }).click();
    await expect(p.getByRole('status')).toContainText('Interface saved');
  });

  await test.step('earn: pages of vaults, deploy a wrapper, deposit', async () => {
    const p = panel(page, 'Earn vaults');
    const vaults = p.getByRole('list', { name: 'Vaults' }).getByRole('listitem');
    await expect(vaults).toHaveCount(3);
    await p.getByRole('button', { name: 'Load more vaults' }).click();
    await expect(vaults).toHaveCount(6);
    const first = vaults.first();
    await first.getByRole('button', { name: /^Deploy wrapper for/ }).click();
    await expect(p.getByRole('status')).toContainText('Deployed wrapper 0x');
    await expect(first.getByText('enabled')).toBeVisible();
    await first.getByRole('button', { name: /^Deposit into/ }).click();
    await expect(p.getByRole('status')).toContainText('Deposit requested');
  });

  await test.step('swap fees', async () => {
    const p = panel(page, 'Swap fees');
    await p.getByRole('button', { name: 'Save swap fees' }).click();
    await expect(p.getByRole('status')).toHaveText('Swap fees saved: 25 bps.');
  });

  await test.step('TVC approvals: once per operator', async () => {
    const p = panel(page, 'TVC manifest approvals');
    await p.getByRole('button', { name: 'Approve manifest' }).click();
    await expect(p.getByRole('status')).toContainText('Approval recorded');
    await p.getByRole('button', { name: 'Approve manifest' }).click();
    await expect(p.getByRole('alert')).toContainText('already approved');
    await p.getByRole('button', { name: 'Another operator' }).click();
    await p.getByRole('button', { name: 'Approve manifest' }).click();
    await expect(p.getByRole('alert')).toBeHidden();
  });

  await test.step('session profiles', async () => {
    const p = panel(page, 'Session profiles');
    await p.getByRole('button', { name: 'Create profile' }).click();
    await expect(p.getByRole('status')).toContainText('Profile created');
    await expect(p.getByText('Profiles: Read-only for a day (read)')).toBeVisible();
  });

  await pageLink(page, 'Wallet').click();
  await expect(page.getByRole('heading', { name: /^Signed in/, level: 1 })).toBeFocused();
  expect(await page.getByTestId('session-user').textContent()).toBe(userId);
  await logOut(page);
});
