/**
 * What the e2e tests do to the demo, in a user's terms: open the modal, sign in by each method,
 * check who is signed in. The sandbox side goes through `embedded-wallet-kit-sandbox/testing` only
 * (dev inbox, dev OAuth page, virtual passkey), as an integrator's tests would.
 */
import { createRequire } from 'node:module';
import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { completeDevOAuthLogin, readLastCode } from 'embedded-wallet-kit-sandbox/testing';

/** The demo's origin: the sandbox sits behind it (see demo/vite.config.ts). */
export const baseUrlOf = (page: Page): string => new URL(page.url()).origin;

/** An address no other test uses (the tests share one sandbox). */
export function uniqueEmail(info: TestInfo, label = 'user'): string {
  const slug = info.title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 30);
  return `${label}.${slug}.${Date.now().toString(36)}${info.workerIndex}@example.com`;
}

/**
 * Where this worker's phone numbers start: each of the workers running at once (Playwright's
 * parallel index) counts in a range of 10,000 numbers of its own, from a point the clock picks.
 */
const PHONE_RANGE = 10_000;
const phoneSlot = Number(process.env.TEST_PARALLEL_INDEX ?? 0) % 10;
let phones = Date.now() % PHONE_RANGE;

/** A US number (+1 555 01xx xxxx: reserved for fiction) no other test of the run uses. */
export function uniquePhone(): { national: string; e164: string } {
  phones = (phones + 1) % PHONE_RANGE;
  const digits = String(phoneSlot * PHONE_RANGE + phones).padStart(5, '0');
  const national = `55501${digits}`;
  return { national, e164: `+1${national}` };
}

export const modalOf = (page: Page): Locator => page.getByRole('dialog');

export async function openModal(page: Page): Promise<Locator> {
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const modal = modalOf(page);
  await expect(modal.getByRole('heading', { name: 'Log in or sign up' })).toBeVisible();
  return modal;
}

/**
 * The signed-in page, the modal closed: its success screen closes on its own after 1.5 s
 * (`closeOnSuccessMs`), or at once with Escape, as a person done reading it may (the default
 * here, sparing every login of the suite the wait). `{ closesItself: true }` waits instead.
 */
export async function expectSignedIn(
  page: Page,
  { closesItself = false }: { closesItself?: boolean } = {},
): Promise<{ organizationId: string; userId: string }> {
  await expect(page.getByRole('heading', { name: /^Signed in/ })).toBeVisible();
  // Pressed even if the modal has just closed by itself: Escape on the page does nothing.
  if (!closesItself && (await modalOf(page).isVisible())) await page.keyboard.press('Escape');
  await expect(modalOf(page)).toBeHidden();
  return {
    organizationId: (await page.getByTestId('session-organization').textContent()) ?? '',
    userId: (await page.getByTestId('session-user').textContent()) ?? '',
  };
}

export async function expectSignedOut(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Sign in to the demo wallet' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
}

/** Types the code from the dev inbox into the code screen (which submits when full). */
export async function enterCodeFor(page: Page, contact: string): Promise<void> {
  const modal = modalOf(page);
  await expect(modal.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
  const code = await readLastCode(baseUrlOf(page), contact);
  await modal.getByRole('textbox', { name: /^Character 1 of/ }).focus();
  await page.keyboard.type(code);
}

export async function signInWithEmail(page: Page, email: string) {
  const modal = await openModal(page);
  await modal.getByRole('textbox', { name: 'Email address' }).fill(email);
  await modal.getByRole('button', { name: 'Continue', exact: true }).click();
  await enterCodeFor(page, email);
  return expectSignedIn(page);
}

/** Picks a country in the phone field's list by searching for its name. */
export async function pickCountry(page: Page, name: string): Promise<void> {
  const modal = modalOf(page);
  await modal.getByRole('button', { name: /^Country: / }).click();
  await modal.getByRole('combobox', { name: 'Search countries' }).fill(name);
  await expect(modal.getByRole('option', { selected: true })).toContainText(name);
  await page.keyboard.press('Enter');
}

export async function signInWithPhone(page: Page, phone: { national: string; e164: string }) {
  const modal = await openModal(page);
  await modal.getByRole('button', { name: 'Use a phone number instead' }).click();
  await pickCountry(page, 'United States');
  await modal.getByRole('textbox', { name: 'Phone number' }).fill(phone.national);
  await modal.getByRole('button', { name: 'Continue', exact: true }).click();
  await enterCodeFor(page, phone.e164);
  return expectSignedIn(page);
}

/** Google-style (OIDC, implicit id_token) or X/Discord-style (OAuth 2.0 + PKCE) in a popup. */
export async function signInWithProvider(
  page: Page,
  provider: 'Google' | 'X' | 'Discord',
  identity: { name: string; email: string },
) {
  const modal = await openModal(page);
  const popupOpened = page.waitForEvent('popup');
  await modal.getByRole('button', { name: `Continue with ${provider}` }).click();
  const popup = await popupOpened;
  await completeDevOAuthLogin(popup, identity);
  return expectSignedIn(page);
}

export async function logOut(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click();
  await expectSignedOut(page);
}

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/**
 * Runs axe (WCAG 2.x A/AA and best practices) on the open modal and fails on any violation,
 * listing rule, impact and the offending elements.
 */
export async function expectModalAccessible(page: Page, state: string): Promise<void> {
  // Once a page: axe is half a megabyte to parse, and a screen is often checked in four looks.
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
    const dialog = document.querySelector('dialog[open]');
    if (!dialog) throw new Error('no open dialog');
    // A screen still fading in has its colours part-way: axe measures the settled screen (a
    // spinner's endless animation aside).
    const settling = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.all(settling.map((animation) => animation.finished.catch(() => {})));
    const result = await axe.run(dialog, {
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'],
      },
    });
    return result.violations.map((v) => ({
      rule: v.id,
      impact: v.impact,
      help: v.help,
      // With axe's own summary (a contrast's two colours and ratio): a failure seen only on CI
      // must say what was measured.
      nodes: v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`),
    }));
  });
  expect(violations, `axe violations in the modal's ${state} state`).toEqual([]);
}
