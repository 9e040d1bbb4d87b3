/**
 * What the account center's e2e tests do, in a user's terms: open it from the header's account
 * button, take a screenshot of a screen (light and dark, 1280 and 390 wide), watch that a flow
 * makes no failed request and keeps the console clean.
 */
import { type BrowserContext, expect, type Locator, type Page } from '@playwright/test';
import { expectModalAccessible, modalOf } from './demo.js';

export const accountButtonOf = (page: Page): Locator =>
  page.getByRole('banner').getByRole('button', { name: /^Your account/ });

/** Opens the account center on its profile. */
export async function openAccount(page: Page): Promise<Locator> {
  await accountButtonOf(page).click();
  const center = modalOf(page);
  await expect(center.getByRole('heading', { name: 'Your account', level: 2 })).toBeVisible();
  await expect(center.getByRole('heading', { name: 'Ways to log in' })).toBeVisible();
  return center;
}

/** A row of the profile (a login method, a wallet account) by its text. */
export const rowOf = (center: Locator, text: string | RegExp): Locator =>
  center.getByRole('listitem').filter({ hasText: text });

/** Picks `action` in the menu of the row named `name` ("Options for <name>"). */
export async function rowAction(center: Locator, name: string | RegExp, action: string) {
  const options =
    typeof name === 'string' ? `Options for ${name}` : new RegExp(`^Options for ${name.source}`);
  await center.getByRole('button', { name: options }).click();
  await center.getByRole('menuitem', { name: action, exact: true }).click();
}

/** A full address of a row (its shortened text carries the whole one as its title). */
export const addressOf = async (row: Locator): Promise<string> =>
  (await row.locator('code').first().getAttribute('title')) ?? '';

/**
 * A success left by its own button ("Back to account", focused), for the tests whose point is
 * what came before: the center would go back by itself 3 s later (`expectBackOnProfile`), and a
 * loaded machine may get there first.
 */
export async function backToProfile(center: Locator): Promise<void> {
  await center
    .getByRole('button', { name: 'Back to account' })
    .click({ timeout: 2_000 })
    .catch(() => {});
  await expect(center.getByRole('heading', { name: 'Ways to log in' })).toBeVisible();
}

/**
 * After a success the center goes back to the profile by itself, and says so; the focus is on
 * the control that opened the flow.
 */
export async function expectBackOnProfile(center: Locator): Promise<void> {
  await expect(center.getByRole('heading', { name: 'Ways to log in' })).toBeVisible();
  // The center's live region is its last status (a wait's own comes before it).
  await expect(center.getByRole('status').last()).toHaveText('Back on your account.');
}

/**
 * The screen as the user sees it, in both themes at both widths (the page's theme follows the
 * system: `emulateMedia`), each one checked by axe (contrast differs by theme, reflow by width).
 * `e2e/screenshots/account-<name>-<width>-<scheme>.png`.
 */
export async function checkScreen(page: Page, name: string): Promise<void> {
  const viewport = page.viewportSize();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
      await expectModalAccessible(page, `account center: ${name}, ${scheme}, ${width} px`);
      await page.screenshot({ path: `e2e/screenshots/account-${name}-${width}-${scheme}.png` });
    }
  }
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
  if (viewport) await page.setViewportSize(viewport);
}

/**
 * Every failed request (4xx, 5xx, a network failure) and every console error or warning of the
 * browser context (popups and frames included): a normal flow has none.
 */
export function watchProblems(context: BrowserContext): string[] {
  const problems: string[] = [];
  context.on('response', (response) => {
    if (response.status() >= 400) {
      problems.push(`${response.status()} ${response.request().method()} ${response.url()}`);
    }
  });
  context.on('requestfailed', (request) => {
    problems.push(`failed ${request.method()} ${request.url()}: ${request.failure()?.errorText}`);
  });
  context.on('console', (message) => {
    // axe (checkScreen) posts into every iframe, the isolated frame included, whose other origin
    // refuses it: the test's own noise, not the page's.
    if (message.location().url.includes('axe-core')) return;
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`console ${message.type()}: ${message.text()}`);
    }
  });
  context.on('weberror', (error) => problems.push(`page error: ${error.error().message}`));
  return problems;
}

/**
 * Presses Tab (Shift+Tab after the end) until the focused element's accessible name, or its
 * text, is `name`: how a keyboard user gets there. Fails after 150 presses.
 */
export async function tabTo(page: Page, name: string): Promise<void> {
  for (let i = 0; i < 150; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement;
      return el?.getAttribute('aria-label') ?? el?.textContent?.trim() ?? '';
    });
    if (focused === name) return;
  }
  throw new Error(`Tab never reached "${name}"`);
}

/** How far the dialog's box is from the viewport's bottom edge, and its height (CSS px). */
export async function dialogBox(
  page: Page,
): Promise<{ height: number; bottomGap: number; top: number }> {
  const box = await modalOf(page).boundingBox();
  if (!box) throw new Error('no dialog box');
  const viewport = page.viewportSize();
  if (!viewport) throw new Error('no viewport');
  return { height: box.height, bottomGap: viewport.height - (box.y + box.height), top: box.y };
}

/** Whether `inner`'s box lies wholly inside `outer`'s (1 px of rounding allowed). */
export async function expectInside(inner: Locator, outer: Locator): Promise<void> {
  const a = await inner.boundingBox();
  const b = await outer.boundingBox();
  expect(a, 'inner box').not.toBeNull();
  expect(b, 'outer box').not.toBeNull();
  if (!a || !b) return;
  expect(a.x).toBeGreaterThanOrEqual(b.x - 1);
  expect(a.y).toBeGreaterThanOrEqual(b.y - 1);
  expect(a.x + a.width).toBeLessThanOrEqual(b.x + b.width + 1);
  expect(a.y + a.height).toBeLessThanOrEqual(b.y + b.height + 1);
}
