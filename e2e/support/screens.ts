/**
 * The screenshot harness (e2e/screens.spec.ts): a screen is a name and the steps that bring the
 * page to it; `capture` takes it in light and dark at the page's width, checked by axe (the
 * dialog when one is open, else the page; the isolated frame's page too), as test artifacts:
 * `test-results/<test>/<name>-<width>-<scheme>.png`, attached to the report.
 *
 * Nothing sleeps: a capture waits for the page's fonts, for every finite animation to finish
 * (motion is reduced anyway) and for the isolated frame, when one shows, to wear the scheme and
 * the height it reported.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  expect,
  type FrameLocator,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test';

export const SCHEMES = ['light', 'dark'] as const;
export type Scheme = (typeof SCHEMES)[number];

/** What a screen's steps and checks get: the page, and the frame and dialog as locators. */
export interface ScreenContext {
  page: Page;
  /** The open dialog (login modal or account center). */
  dialog: Locator;
  /** The isolated frame's page, in the account center. */
  frame: FrameLocator;
}

/**
 * One screen: `show` brings the page there from the screen before it (the list is a walk
 * through the product), `check` asserts what must hold in each scheme before it is taken.
 */
export interface Screen {
  name: string;
  /** The whole page, not only the viewport (a page, not a dialog). */
  fullPage?: boolean;
  show(screen: ScreenContext): Promise<void>;
  check?(screen: ScreenContext & { scheme: Scheme }): Promise<void>;
}

export const FRAME_SELECTOR = 'iframe[title="Secure wallet frame"]';

export const contextOf = (page: Page): ScreenContext => ({
  page,
  dialog: page.locator('dialog[open]'),
  frame: page.frameLocator(FRAME_SELECTOR),
});

/** Fonts loaded, finite animations done, the frame (if shown) themed and sized. */
export async function settle(page: Page, scheme: Scheme): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    const finite = document
      .getAnimations()
      .filter((a) => a.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY);
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
  });
  const iframe = page.locator(FRAME_SELECTOR);
  if ((await iframe.count()) === 0 || !(await iframe.isVisible())) return;
  const frame = page.frameLocator(FRAME_SELECTOR);
  await expect(frame.locator('html')).toHaveAttribute('data-scheme', scheme);
  // The iframe is as tall as the frame's content says, no stale height in between.
  await expect
    .poll(async () => {
      const content = await frame
        .locator('html')
        .evaluate((html) => Math.ceil(html.getBoundingClientRect().height));
      const box = await iframe.evaluate((el) => el.getBoundingClientRect().height);
      return Math.abs(box - content);
    })
    .toBeLessThanOrEqual(1);
}

const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** Axe (WCAG 2.x A/AA and best practices) over `root` in one document: its violations. */
async function axeViolations(
  run: (fn: (selector: string) => Promise<unknown>, selector: string) => Promise<unknown>,
  selector: string,
) {
  return (await run(async (root: string) => {
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
    // The kit's account button names itself "Your account: <name>" beside a visible initial
    // (label-content-name-mismatch, WCAG 2.5.3): the account center's to fix, not the page's.
    const context = { include: [[root]], exclude: [['.ewk-account-button']] };
    const result = await axe.run(context, {
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'],
      },
      // The isolated frame is another origin: it is checked in its own document below.
      iframes: false,
    });
    return result.violations.map((v) => ({
      rule: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => n.target.join(' ')),
    }));
  }, selector)) as unknown[];
}

/**
 * No axe violation in the open dialog (else the page), nor in the isolated frame's page when it
 * shows. Axe goes into the frame's document through the browser's debugging protocol, which its
 * CSP does not govern (a script tag would be refused, as it should be).
 */
export async function expectAccessible(page: Page, state: string): Promise<void> {
  const hasAxe = () => typeof (window as unknown as { axe?: unknown }).axe === 'object';
  if (!(await page.evaluate(hasAxe))) await page.addScriptTag({ path: axeSource });
  const open = await page.locator('dialog[open]').count();
  const main = await axeViolations(
    (fn, selector) => page.evaluate(fn, selector),
    open ? 'dialog[open]' : 'body',
  );
  expect(main, `axe violations, ${state}`).toEqual([]);
  const iframe = page.locator(FRAME_SELECTOR);
  if ((await iframe.count()) === 0 || !(await iframe.isVisible())) return;
  const frame = page.frames().find((f) => f.name() === '' && f.url().includes('parentOrigin='));
  if (!frame) return;
  if (!(await frame.evaluate(hasAxe))) await frame.evaluate(readFileSync(axeSource, 'utf8'));
  const inFrame = await axeViolations((fn, selector) => frame.evaluate(fn, selector), 'main');
  expect(inFrame, `axe violations in the isolated frame, ${state}`).toEqual([]);
}

/**
 * Where axe checks each screen: both schemes at 1280 px (contrast differs by scheme), light at
 * 390 px (what the width changes, names and reflow, does not differ by scheme). A run costs
 * about as much as the capture, so the fourth would only repeat the others.
 */
const scanned = (width: number, scheme: Scheme) => width >= 1280 || scheme === 'light';

/**
 * Takes the screen in both schemes at the page's width (the page follows the system's scheme,
 * `emulateMedia`, as the demo's theme defaults to): settled, checked, axe-clean, photographed.
 */
export async function capture(screen: Screen, context: ScreenContext, info: TestInfo) {
  const { page } = context;
  const width = page.viewportSize()?.width ?? 0;
  for (const scheme of SCHEMES) {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    await settle(page, scheme);
    await screen.check?.({ ...context, scheme });
    if (scanned(width, scheme)) {
      await expectAccessible(page, `${screen.name}, ${scheme}, ${width} px`);
    }
    const path = info.outputPath(`${screen.name}-${width}-${scheme}.png`);
    await page.screenshot({ path, fullPage: screen.fullPage ?? false });
    await info.attach(`${screen.name}-${width}-${scheme}`, { path, contentType: 'image/png' });
  }
}
