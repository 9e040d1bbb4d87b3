import { expect, test } from '@playwright/test';
import { modalOf, openModal } from './support/demo.js';

/**
 * The demo's own page, signed out: the theme panel reconfigures the modal as it changes, the
 * header stays one row on a phone, and the demo's OAuth redirect page is configured, so a
 * blocked popup offers to go on in the tab without any knob.
 */

test('the theme panel reorders and trims the login screen, and adds a logo, at once', async ({
  page,
}) => {
  await page.goto('/');
  const panel = page.getByRole('region', { name: 'Make it yours' });
  await panel.getByRole('button', { name: 'Move Passkey up' }).click();
  await panel.getByRole('button', { name: 'Move Passkey up' }).click();
  await panel.getByRole('button', { name: 'Move Passkey up' }).click();
  await panel.getByRole('checkbox', { name: 'Phone' }).uncheck();
  await panel.getByRole('checkbox', { name: 'Show a logo on the login screen' }).check();
  await panel.getByRole('radio', { name: 'Teal' }).check();
  const modal = await openModal(page);
  // Passkey before the e-mail field now, no phone number, and the logo over the title.
  const passkey = modal.getByRole('button', { name: 'Continue with a passkey' });
  const email = modal.getByRole('textbox', { name: 'Email address' });
  const [passkeyBox, emailBox] = await Promise.all([passkey.boundingBox(), email.boundingBox()]);
  expect(passkeyBox && emailBox && passkeyBox.y < emailBox.y).toBe(true);
  await expect(modal.getByRole('button', { name: 'Use a phone number instead' })).toHaveCount(0);
  await expect(modal.locator('img.ewk-logo')).toBeVisible();
  // The accent is the modal's primary colour.
  await expect(modal.getByRole('button', { name: 'Continue', exact: true })).toHaveCSS(
    'background-color',
    'rgb(13, 112, 104)',
  );
  // Kept for the next visit.
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Make it yours' }).getByRole('radio', { name: 'Teal' }),
  ).toBeChecked();
});

test('the header is one row on a 390 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const header = page.getByRole('banner');
  const rows = await header.evaluate((el) =>
    [...el.children].map((child) => {
      const box = child.getBoundingClientRect();
      return { top: Math.round(box.top), bottom: Math.round(box.bottom), right: box.right };
    }),
  );
  const first = rows[0]!;
  for (const row of rows) {
    // Side by side: every part overlaps the first one's line, and none runs off the screen.
    expect(row.top).toBeLessThan(first.bottom);
    expect(row.right).toBeLessThanOrEqual(390);
  }
  await expect(header.getByRole('link', { name: 'Developer tools', exact: true })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Log in' })).toBeVisible();
});

test('a blocked popup offers to continue in this tab, with the demo as it starts', async ({
  page,
}) => {
  await page.goto('/');
  // The browser refuses every popup (what a blocker does: window.open answers null).
  await page.evaluate(() => {
    window.open = () => null;
  });
  const modal = await openModal(page);
  await modal.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(modalOf(page).getByRole('button', { name: 'Continue in this tab' })).toBeFocused();
});
