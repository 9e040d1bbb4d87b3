import { expect, test } from '@playwright/test';
import { signInWithEmail, uniqueEmail } from './support/demo.js';
import { checkScreen, openAccount, rowOf, watchProblems } from './support/accountCenter.js';

test('profile: who is signed in, how, their wallet, the session', async ({ page, context }, info) => {
  const problems = watchProblems(context);
  await page.goto('/');
  const email = uniqueEmail(info);
  await signInWithEmail(page, email);
  const center = await openAccount(page);
  await expect(rowOf(center, email)).toContainText('Verified');
  await checkScreen(page, 'profile');
  expect(problems).toEqual([]);
});
