import { expect, test } from '@playwright/test';
import { openAccount } from './support/accountCenter.js';
import { openModal, signInWithEmail, uniqueEmail } from './support/demo.js';
import { capture, contextOf, type Screen } from './support/screens.js';

/**
 * The screens a person sees, named, at 390 and 1280 px, light and dark: test artifacts
 * (`test-results/screens-*`, attached to the report) for review and for the README's pictures.
 * Each list is a walk through the product, one signed-in page per width; a screen is one line
 * here (its steps in `show`, what must hold in each scheme in `check`), and its capture is
 * checked by axe, the isolated frame's page included.
 */

/** A phrase of 11 words: the frame refuses it and says why, beside its field. */
const SHORT_PHRASE = 'legal winner thank year wave sausage worth useful legal winner thank';

const SIGNED_OUT: Screen[] = [
  {
    name: 'demo-signed-out',
    fullPage: true,
    show: async ({ page }) => {
      await expect(page.getByRole('heading', { name: 'Sign in to the demo wallet' })).toBeVisible();
    },
  },
  { name: 'modal-first-screen', show: async ({ page }) => void (await openModal(page)) },
];

const SIGNED_IN: Screen[] = [
  {
    name: 'demo-signed-in',
    fullPage: true,
    show: async ({ page }) => {
      await expect(page.getByRole('heading', { name: 'Demo wallet' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Make it yours' })).toBeVisible();
    },
    // The header, signed in (the account's button beside Log out), stays one row on the screen.
    check: async ({ page }) => {
      const parts = await page
        .getByRole('banner')
        .evaluate((header) =>
          [...header.children].map((el) => el.getBoundingClientRect().toJSON()),
        );
      const width = page.viewportSize()?.width ?? 0;
      for (const part of parts) {
        expect(part.top).toBeLessThan(parts[0].bottom);
        expect(part.right).toBeLessThanOrEqual(width);
      }
    },
  },
  {
    name: 'account-profile',
    show: async ({ page }) => void (await openAccount(page)),
    check: async ({ page, dialog }) => {
      const viewport = page.viewportSize() ?? { width: 0, height: 0 };
      if (viewport.width > 480) return;
      // A bottom sheet: its bottom edge is the viewport's; scrolled to its end, its close
      // button is still in view.
      const box = await dialog.boundingBox();
      expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(viewport.height);
      // Nothing runs past its sides.
      expect(await dialog.evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);
      await dialog.evaluate((el) => el.scrollTo(0, el.scrollHeight));
      await expect(dialog.getByRole('button', { name: 'Log out' })).toBeInViewport();
      await expect(dialog.getByRole('button', { name: 'Close' })).toBeInViewport({ ratio: 1 });
      await dialog.evaluate((el) => el.scrollTo(0, 0));
    },
  },
  {
    name: 'account-remove-last-refused',
    show: async ({ dialog }) => {
      await dialog.getByRole('button', { name: /^Options for .*@/ }).click();
      await dialog.getByRole('menuitem', { name: 'Remove' }).click();
      await expect(dialog.getByRole('heading', { name: /^Can’t remove / })).toBeVisible();
    },
    // A long address wraps inside the heading, never past the dialog.
    check: async ({ dialog }) => {
      const heading = await dialog.getByRole('heading', { name: /^Can’t remove / }).boundingBox();
      const box = await dialog.boundingBox();
      expect((heading?.x ?? 0) + (heading?.width ?? 0)).toBeLessThanOrEqual(
        (box?.x ?? 0) + (box?.width ?? 0),
      );
    },
  },
  {
    name: 'account-export-risks',
    show: async ({ dialog }) => {
      await dialog.getByRole('button', { name: 'Back to account' }).click();
      await dialog.getByRole('button', { name: 'Export a wallet' }).click();
      await expect(dialog.getByRole('heading', { name: 'Before you export' })).toBeVisible();
      await expect(
        dialog.getByRole('radio', { name: /^Recovery phrase of Demo wallet/ }),
      ).toBeChecked();
    },
  },
  {
    name: 'account-export',
    show: async ({ dialog, frame }) => {
      await dialog.getByRole('button', { name: 'I understand, continue' }).click();
      await expect(frame.getByRole('button', { name: 'Reveal' })).toBeVisible();
    },
  },
  {
    name: 'account-export-revealed',
    show: async ({ frame }) => {
      await frame.getByRole('button', { name: 'Reveal' }).click();
      await expect(frame.getByRole('listitem')).toHaveCount(12);
    },
    // The frame is part of the dialog: its colours, and Hide and Copy whole inside it.
    check: async ({ dialog, frame }) => {
      const background = await dialog.evaluate((el) => getComputedStyle(el).backgroundColor);
      await expect(frame.locator('html')).toHaveCSS('background-color', background);
      for (const name of ['Hide', 'Copy']) {
        const inView = await frame.getByRole('button', { name }).evaluate((button) => {
          const box = button.getBoundingClientRect();
          return (
            box.width > 0 &&
            box.top >= 0 &&
            box.left >= 0 &&
            box.bottom <= window.innerHeight &&
            box.right <= window.innerWidth
          );
        });
        expect(inView, `${name} is whole inside the frame`).toBe(true);
      }
    },
  },
  {
    name: 'account-import-bad-phrase',
    show: async ({ page, dialog, frame }) => {
      await dialog.getByRole('button', { name: 'Back to account' }).click();
      await dialog.getByRole('button', { name: 'Import a wallet' }).click();
      const field = frame.getByRole('textbox', { name: 'Enter your secret recovery phrase' });
      await field.fill(SHORT_PHRASE);
      await dialog.getByRole('button', { name: 'Import', exact: true }).click();
      // One error: the frame's, beside its field, which has the focus back and keeps the words;
      // the dialog adds none of its own.
      await expect(frame.getByRole('alert')).toHaveText(
        'A recovery phrase has 12, 15, 18, 21 or 24 words; this has 11.',
      );
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toBeFocused();
      await expect(field).toHaveValue(SHORT_PHRASE);
      await expect(dialog.getByRole('alert')).toHaveCount(0);
      await expect(page.getByRole('alert')).toHaveCount(0);
    },
  },
  {
    name: 'demo-developer-tools',
    show: async ({ page, dialog }) => {
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toHaveCount(0);
      const pages = page.getByRole('navigation', { name: 'Pages' });
      await pages.getByRole('link', { name: 'Developer tools', exact: true }).click();
      await expect(page.getByRole('heading', { name: 'Developer tools', level: 1 })).toBeFocused();
      await expect(page.getByRole('region', { name: 'Session profiles' })).toBeVisible();
    },
  },
  {
    name: 'account-export-themed',
    // The theme panel's accent and corners reach the account center and the frame inside it.
    show: async ({ page, dialog, frame }) => {
      const pages = page.getByRole('navigation', { name: 'Pages' });
      await pages.getByRole('link', { name: 'Wallet', exact: true }).click();
      const panel = page.getByRole('region', { name: 'Make it yours' });
      await panel.getByRole('radio', { name: 'Violet' }).check();
      await panel.getByRole('slider', { name: /^Corners/ }).fill('4');
      await panel.getByRole('button', { name: 'See it in your account' }).click();
      await dialog.getByRole('button', { name: 'Export a wallet' }).click();
      await dialog.getByRole('button', { name: 'I understand, continue' }).click();
      await expect(frame.getByRole('button', { name: 'Reveal' })).toBeVisible();
    },
    check: async ({ dialog, frame, scheme }) => {
      await expect(dialog).toHaveCSS('border-top-left-radius', '4px');
      await expect(frame.getByRole('button', { name: 'Reveal' })).toHaveCSS('border-radius', '0px');
      const violet = scheme === 'light' ? 'rgb(107, 63, 209)' : 'rgb(185, 162, 255)';
      await expect(dialog.getByRole('button', { name: 'Back to account' })).toHaveCSS(
        'background-color',
        violet,
      );
      await expect(frame.getByRole('button', { name: 'Reveal' })).toBeFocused();
      await expect(frame.getByRole('button', { name: 'Reveal' })).toHaveCSS(
        'outline-color',
        violet,
      );
    },
  },
];

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(() => {
    test.use({ viewport, reducedMotion: 'reduce' });
    test(`screens at ${viewport.width} px`, async ({ page }, info) => {
      test.setTimeout(120_000);
      const screen = contextOf(page);
      await page.goto('/');
      for (const s of SIGNED_OUT) {
        await s.show(screen);
        await capture(s, screen, info);
      }
      await page.keyboard.press('Escape');
      await signInWithEmail(page, uniqueEmail(info, `screens${viewport.width}`));
      for (const s of SIGNED_IN) {
        await s.show(screen);
        await capture(s, screen, info);
      }
    });
  });
}
