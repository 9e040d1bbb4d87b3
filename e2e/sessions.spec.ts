import { expect, test } from '@playwright/test';
import { expectBackOnProfile, openAccount, rowOf, watchProblems } from './support/accountCenter.js';
import { expectSignedOut, modalOf, signInWithEmail, uniqueEmail } from './support/demo.js';

/**
 * Active sessions in the account center: one user logged in from two browsers (two contexts:
 * two key stores, two storages) sees both, this device marked (the screen's looks:
 * screens.spec.ts, `account-sessions`); signing the other out refuses its next signed call, and
 * that browser shows signed out.
 */
test('sessions: two devices listed, the other signed out from here, and it notices', async ({
  browser,
  page,
  context,
}, info) => {
  test.setTimeout(240_000);
  const problems = watchProblems(context);
  const email = uniqueEmail(info);
  await page.goto('/');
  await signInWithEmail(page, email);

  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await other.goto('/');
  await signInWithEmail(other, email);

  const center = await openAccount(page);
  await center.getByRole('button', { name: 'Where you’re signed in' }).click();
  await expect(center.getByRole('heading', { name: 'Where you’re signed in' })).toBeVisible();
  const sessions = center.getByRole('list', { name: 'Sessions' }).getByRole('listitem');
  await expect(sessions).toHaveCount(2);
  // Named after the browser each logged in from; this one marked and first.
  await expect(sessions.nth(0)).toContainText('Chrome on Linux');
  await expect(sessions.nth(0)).toContainText('This device');
  await expect(sessions.nth(1)).not.toContainText('This device');
  await expect(sessions.nth(0)).toContainText(/Since .* · ends /);

  await sessions.nth(1).getByRole('button', { name: 'Sign out Chrome on Linux' }).click();
  await expect(center.getByRole('heading', { name: 'Signed out' })).toBeVisible();
  await expect(center.getByRole('status').last()).toHaveText('Chrome on Linux was signed out.');
  await expectBackOnProfile(center);
  await center.getByRole('button', { name: 'Where you’re signed in' }).click();
  await expect(sessions).toHaveCount(1);
  await expect(center.getByText('You’re signed in only here.')).toBeVisible();

  // The other browser's next signed call (its account center reads the user) is refused, and
  // it signs out.
  const refused = other.waitForResponse(
    (response) => response.url().includes('/public/v1/query/get_user') && response.status() === 401,
  );
  await openAccountWithoutWaiting(other);
  await refused;
  await expectSignedOut(other);
  await expect(modalOf(other)).toBeHidden();
  await otherContext.close();

  // This one goes on.
  await expect(rowOf(center, 'Chrome on Linux')).toContainText('This device');
  expect(problems).toEqual([]);
});

/** Opens the account center without expecting it to load (the session is gone server-side). */
async function openAccountWithoutWaiting(page: import('@playwright/test').Page) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Your account/ })
    .click();
}
