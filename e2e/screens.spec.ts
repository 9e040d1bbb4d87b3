import { expect, type Locator, type Page, test } from '@playwright/test';
import { addDevWallet } from 'embedded-wallet-kit-sandbox/testing';
import { openAccount, rowAction } from './support/accountCenter.js';
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

/** An address the screens of the login only type (its code is never checked for real). */
const WAITING_EMAIL = 'screens.waiting@example.com';

/** Lets go of the code request "modal-sending" holds (the next screen calls it). */
let releaseSend = () => {};

const box = (dialog: Locator, n: number) =>
  dialog.getByRole('textbox', { name: new RegExp(`^Character ${n} of`) });

/** The service's answer to the next code check, as the sandbox gives it (gRPC code, message). */
async function answerCheck(page: Page, status: number, body: { code: number; message: string }) {
  await page.unroute('**/otp_verify_v2');
  await page.route('**/otp_verify_v2', (route) =>
    route.fulfill({ status, json: { ...body, details: [] } }),
  );
}

/** Types a code of six digits (the boxes submit once full) and waits for its answer. */
async function typeCode(page: Page, dialog: Locator) {
  await expect(box(dialog, 1)).toBeEnabled();
  const count = await dialog.getByRole('textbox', { name: /^Character \d+ of/ }).count();
  const answered = page.waitForResponse('**/otp_verify_v2');
  await box(dialog, 1).focus();
  await page.keyboard.type('1'.repeat(count));
  await answered;
}

/** A fresh page, the modal open, the e-mail typed. */
async function freshEmail(page: Page): Promise<Locator> {
  await page.unroute('**/otp_verify_v2');
  await page.goto('/');
  const dialog = await openModal(page);
  await dialog.getByRole('textbox', { name: 'Email address' }).fill(WAITING_EMAIL);
  return dialog;
}

/** A screen that shows only from a width on (a phone's social login goes by redirect). */
type Shown = Screen & { minWidth?: number };

const SIGNED_OUT: Shown[] = [
  {
    name: 'demo-signed-out',
    fullPage: true,
    show: async ({ page }) => {
      await expect(page.getByRole('heading', { name: 'Sign in to the demo wallet' })).toBeVisible();
    },
  },
  { name: 'modal-first-screen', show: async ({ page }) => void (await openModal(page)) },
  {
    name: 'modal-sending',
    // The code's request held while the screen is taken: the form stays, its button busy.
    show: async ({ page, dialog }) => {
      await dialog.getByRole('textbox', { name: 'Email address' }).fill(WAITING_EMAIL);
      const held = new Promise<void>((resolve) => {
        releaseSend = resolve;
      });
      const arrived = page.waitForRequest('**/otp_init_v2');
      await page.route('**/otp_init_v2', async (route) => {
        await held;
        await route.continue();
      });
      await dialog.getByRole('button', { name: 'Continue', exact: true }).click();
      await arrived;
      await expect(dialog.getByRole('button', { name: /Sending your code/ })).toBeDisabled();
    },
  },
  {
    name: 'modal-code',
    show: async ({ page, dialog }) => {
      releaseSend();
      await expect(dialog.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
      await page.unroute('**/otp_init_v2');
      await expect(box(dialog, 1)).toBeFocused();
    },
  },
  {
    name: 'modal-code-wrong',
    show: async ({ page, dialog }) => {
      await answerCheck(page, 401, { code: 16, message: 'invalid code' });
      await typeCode(page, dialog);
      await expect(dialog.getByRole('alert')).toHaveText(/^That code didn’t work/);
    },
  },
  {
    name: 'modal-code-used-up',
    // The service's "resource exhausted" without a wait: the code is spent by wrong tries.
    show: async ({ page, dialog }) => {
      await answerCheck(page, 429, { code: 8, message: 'too many attempts' });
      await typeCode(page, dialog);
      await expect(dialog.getByRole('alert')).toHaveText(/^Code used up/);
    },
  },
  {
    name: 'modal-too-many-tries',
    // Sending refused for a while (`Retry-After`): the wait is said.
    show: async ({ page }) => {
      const dialog = await freshEmail(page);
      await page.route('**/otp_init_v2', (route) =>
        route.fulfill({
          status: 429,
          headers: { 'retry-after': '45' },
          json: { code: 8, message: 'too many requests', details: [] },
        }),
      );
      await dialog.getByRole('button', { name: 'Continue', exact: true }).click();
      await expect(dialog.getByRole('heading', { name: 'Too many tries' })).toBeVisible();
      // The words and the way on agree: both count the wait down, and it opens when it ends.
      await expect(dialog.getByRole('alert')).toHaveText(
        /^Too many attempts\. Try again in 4\d s\.$/,
      );
      await expect(dialog.getByRole('button', { name: /^Try again in 4\d s$/ })).toBeDisabled();
      await page.unroute('**/otp_init_v2');
    },
  },
  {
    name: 'modal-no-connection',
    show: async ({ page }) => {
      const dialog = await freshEmail(page);
      await page.route('**/otp_init_v2', (route) => route.abort('internetdisconnected'));
      await dialog.getByRole('button', { name: 'Continue', exact: true }).click();
      await expect(dialog.getByRole('heading', { name: 'No connection' })).toBeVisible();
      await page.unroute('**/otp_init_v2');
    },
  },
  {
    name: 'modal-popup-blocked',
    minWidth: 481,
    // What a blocker does: window.open answers null.
    show: async ({ page }) => {
      await page.goto('/');
      await page.evaluate(() => {
        window.open = () => null;
      });
      const dialog = await openModal(page);
      await dialog.getByRole('button', { name: 'Continue with Google' }).click();
      await expect(dialog.getByRole('heading', { name: 'Pop-up blocked' })).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Continue in this tab' })).toBeFocused();
    },
  },
  {
    name: 'modal-no-passkey',
    // The browser's answer when no passkey was used (WebAuthn L2 section 14.5).
    show: async ({ page }) => {
      await page.goto('/');
      await page.evaluate(() => {
        navigator.credentials.get = () =>
          Promise.reject(new DOMException('not allowed', 'NotAllowedError'));
      });
      const dialog = await openModal(page);
      await dialog.getByRole('button', { name: 'Continue with a passkey' }).click();
      await expect(
        dialog.getByRole('heading', { name: 'No passkey on this device' }),
      ).toBeVisible();
    },
  },
  {
    name: 'modal-country-list',
    show: async ({ page }) => {
      await page.goto('/');
      const dialog = await openModal(page);
      await dialog.getByRole('button', { name: 'Use a phone number instead' }).click();
      await dialog.getByRole('button', { name: /^Country: / }).click();
      await expect(dialog.getByRole('combobox', { name: 'Search countries' })).toBeFocused();
    },
    // The list opens over the form; on a phone, as a sheet at the viewport's bottom.
    check: async ({ page, dialog }) => {
      const list = dialog.getByRole('listbox');
      await expect(list).toBeInViewport();
      const viewport = page.viewportSize() ?? { width: 0, height: 0 };
      if (viewport.width > 480) return;
      const sheet = await dialog.locator('.ewk-countries').boundingBox();
      expect(Math.round((sheet?.y ?? 0) + (sheet?.height ?? 0))).toBe(viewport.height);
    },
  },
  {
    name: 'modal-wallet-list',
    show: async ({ page }) => {
      await page.goto('/');
      const dialog = await openModal(page);
      await dialog.getByRole('button', { name: 'Continue with a wallet' }).click();
      await expect(dialog.getByRole('heading', { name: 'Choose a wallet' })).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Dev Wallet on Ethereum' })).toBeVisible();
    },
  },
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
    name: 'account-change-email',
    show: async ({ dialog }) => {
      await dialog.getByRole('button', { name: 'Back to account' }).click();
      await rowAction(dialog, /.*@/, 'Change');
      await expect(dialog.getByRole('heading', { name: 'Change your email' })).toBeVisible();
    },
  },
  {
    name: 'account-sessions',
    show: async ({ dialog }) => {
      await dialog.getByRole('button', { name: 'Back', exact: true }).click();
      await dialog.getByRole('button', { name: 'Where you’re signed in' }).click();
      await expect(dialog.getByRole('heading', { name: 'Where you’re signed in' })).toBeVisible();
      await expect(dialog.getByRole('list', { name: 'Sessions' })).toBeVisible();
    },
  },
  {
    name: 'account-export-risks',
    show: async ({ dialog }) => {
      await dialog.getByRole('button', { name: 'Back', exact: true }).click();
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
    name: 'account-sign-confirm',
    show: async ({ dialog }) => {
      await dialog.getByRole('button', { name: 'Back', exact: true }).click();
      const wallet = dialog.getByRole('list', { name: 'Demo wallet' });
      await rowAction(wallet, /Ethereum/, 'Sign a message');
      await expect(dialog.getByRole('heading', { name: 'Sign a message' })).toBeVisible();
      await dialog.getByRole('textbox', { name: 'Message' }).fill('Hello from the screens');
    },
  },
  {
    name: 'account-sign-done',
    show: async ({ dialog }) => {
      await dialog.getByRole('button', { name: 'Sign', exact: true }).click();
      await expect(dialog.getByRole('heading', { name: 'Message signed' })).toBeVisible();
    },
    // The signature, its copy button and the way on never overlap.
    check: async ({ dialog }) => {
      const parts = [
        dialog.locator('.ewk-signature'),
        dialog.getByRole('button', { name: /^Copy/ }),
        dialog.getByRole('button', { name: 'Back to account' }),
      ];
      const boxes = await Promise.all(parts.map((part) => part.boundingBox()));
      for (let i = 0; i < boxes.length; i++) {
        for (let j = i + 1; j < boxes.length; j++) {
          const [a, b] = [boxes[i], boxes[j]];
          if (!a || !b) throw new Error('a part of the result is not shown');
          const apart =
            a.x + a.width <= b.x ||
            b.x + b.width <= a.x ||
            a.y + a.height <= b.y ||
            b.y + b.height <= a.y;
          expect(apart, `parts ${i} and ${j} of the result overlap`).toBe(true);
        }
      }
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
      // The frame's Copy is the screen's main action, in the app's accent; the way back is not.
      await expect(frame.getByRole('button', { name: 'Copy', exact: true })).toHaveCSS(
        'background-color',
        violet,
      );
      await expect(dialog.getByRole('button', { name: 'Back to account' })).not.toHaveCSS(
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
  {
    name: 'account-export-themed-revealed',
    show: async ({ frame }) => {
      await frame.getByRole('button', { name: 'Reveal' }).click();
      await expect(frame.getByRole('listitem')).toHaveCount(12);
    },
    // The app's accent (`ui.colors`: accent, accentText, set by the theme panel) on the frame's
    // primary button, in each scheme's own colours.
    check: async ({ frame, scheme }) => {
      const [accent, accentText] =
        scheme === 'light'
          ? ['rgb(107, 63, 209)', 'rgb(255, 255, 255)']
          : ['rgb(185, 162, 255)', 'rgb(22, 11, 46)'];
      const copy = frame.getByRole('button', { name: 'Copy', exact: true });
      await expect(copy).toHaveCSS('background-color', accent);
      await expect(copy).toHaveCSS('color', accentText);
    },
  },
];

// The four walks are independent (each its own page, the signed-in ones their own user), so they
// spread over both workers instead of running one after another at the suite's end.
test.describe.configure({ mode: 'parallel' });

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(() => {
    test.use({ viewport, reducedMotion: 'reduce' });
    test(`signed-out screens at ${viewport.width} px`, async ({ page }, info) => {
      test.setTimeout(240_000);
      const screen = contextOf(page);
      // A wallet in the browser (EIP-6963 and Wallet Standard), for the wallet list.
      await addDevWallet(page);
      await page.goto('/');
      for (const s of SIGNED_OUT) {
        if (viewport.width < (s.minWidth ?? 0)) continue;
        await s.show(screen);
        await capture(s, screen, info);
      }
    });
    test(`signed-in screens at ${viewport.width} px`, async ({ page }, info) => {
      test.setTimeout(240_000);
      const screen = contextOf(page);
      await addDevWallet(page);
      await page.goto('/');
      await signInWithEmail(page, uniqueEmail(info, `screens${viewport.width}`));
      for (const s of SIGNED_IN) {
        await s.show(screen);
        await capture(s, screen, info);
      }
    });
  });
}
