import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { modalOf, openModal } from './support/demo.js';
import { expectAccessible, type Scheme, settle } from './support/screens.js';

/**
 * An app's branding through the provider's `ui` options (the demo's `?ui=` knob): the logo per
 * scheme in the modal's header, named after the app; colours per scheme, radius, font and
 * backdrop blur as the kit's variables; the terms line; a refused value said to `onError` and
 * left out. Each option is captured at 1280 px (`test-results/.../branding-*.png`), the
 * README's pictures.
 */

/** A wallet mark on a rounded square, as an app's logo would be: one per scheme. */
const mark = (fill: string, ink: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><rect width="48" height="48" rx="12" fill="${fill}"/><path d="M13 17a4 4 0 0 1 4-4h14a4 4 0 0 1 4 4v1h-9a5 5 0 0 0 0 10h9v3a4 4 0 0 1-4 4H17a4 4 0 0 1-4-4z" fill="${ink}"/><circle cx="27" cy="23" r="2.2" fill="${ink}"/></svg>`,
  )}`;
const LOGO = { light: mark('#0d7068', '#ffffff'), dark: mark('#5fd3c3', '#03201c') };

/** Colours at WCAG AA: text 4.5:1 or more on what it sits on, accent and borders 3:1. */
const COLORS = {
  light: {
    accent: '#0d7068',
    accentText: '#ffffff',
    background: '#fbfaf7',
    text: '#1d1b16',
    mutedText: '#5c5850',
    surface: '#f1efe9',
    border: '#d9d5cb',
    controlBorder: '#8a857a',
  },
  dark: {
    accent: '#5fd3c3',
    accentText: '#03201c',
    background: '#10201e',
    text: '#e8f3f1',
    mutedText: '#a3bdb8',
    surface: '#1a2e2b',
    border: '#2e4a46',
    controlBorder: '#6f8f8a',
  },
};

const rgb = (hex: string) =>
  `rgb(${[1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

async function openWith(page: Page, ui: object, scheme: Scheme = 'light') {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
  await page.goto(`/?ui=${encodeURIComponent(JSON.stringify(ui))}`);
  return openModal(page);
}

/** The open modal and some of the page around it (the backdrop), as the README shows it. */
async function picture(page: Page, info: TestInfo, name: string, scheme: Scheme = 'light') {
  await settle(page, scheme);
  const box = await modalOf(page).boundingBox();
  if (!box) throw new Error('no dialog to capture');
  const margin = 48;
  const x = Math.max(0, box.x - margin);
  const y = Math.max(0, box.y - margin);
  await page.screenshot({
    path: info.outputPath(`branding-${name}-1280-${scheme}.png`),
    clip: { x, y, width: box.width + 2 * margin, height: box.height + margin + (box.y - y) },
  });
}

test('colours, radius, font, logo and terms show in the modal, light and dark, axe-clean', async ({
  page,
}, info) => {
  const ui = {
    colors: COLORS,
    radius: 20,
    font: 'Georgia, serif',
    logo: LOGO,
    termsUrl: '/terms',
    privacyUrl: 'https://example.com/privacy',
  };
  const modal = await openWith(page, ui);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    const colors = COLORS[scheme];
    await expect(modal).toHaveCSS('background-color', rgb(colors.background));
    await expect(modal).toHaveCSS('border-top-left-radius', '20px');
    await expect(modal.getByRole('heading', { name: 'Log in or sign up' })).toHaveCSS(
      'font-family',
      'Georgia, serif',
    );
    const send = modal.getByRole('button', { name: 'Continue', exact: true });
    await expect(send).toHaveCSS('background-color', rgb(colors.accent));
    await expect(send).toHaveCSS('color', rgb(colors.accentText));
    // The scheme's own logo in the header, named after the app.
    const logo = modal.getByRole('img', { name: 'Wallet Kit Demo' });
    await expect(logo).toHaveAttribute('src', LOGO[scheme]);
    await expect(logo).toBeVisible();
    await expectAccessible(page, `custom colours, ${scheme}`);
    await picture(page, info, 'colors', scheme);
  }
  // The terms line links the app's pages, in a new tab (the login stays).
  const terms = modal.getByRole('link', { name: 'Terms of Service' });
  await expect(terms).toHaveAttribute('href', '/terms');
  await expect(terms).toHaveAttribute('target', '_blank');
  await expect(modal.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
    'href',
    'https://example.com/privacy',
  );
});

test('a refused value is said and left out; each option on its own', async ({ page }, info) => {
  // Software-rendered blur on a loaded CI machine is slow to paint: room for six page loads.
  test.setTimeout(150_000);
  // The demo's onError logs each kit error (`KitError: <message> [<code>]`): a refused colour
  // and radius are two of them.
  const said: string[] = [];
  page.on('console', (message) => {
    const kitError = /^\[demo\] kit error: KitError: (.*)$/m.exec(message.text());
    if (kitError?.[1]) said.push(kitError[1]);
  });
  const modal = await openWith(page, { colors: { light: { accent: 'blu' } }, radius: 99 });
  await expect
    .poll(() => said)
    .toEqual([
      'ui.colors.light.accent: "blu" is not a CSS colour [INVALID_ARGUMENT]',
      'ui.radius: 99 is not a number of pixels from 0 to 32 [INVALID_ARGUMENT]',
    ]);
  // The kit's own accent and radius instead.
  await expect(modal.getByRole('button', { name: 'Continue', exact: true })).toHaveCSS(
    'background-color',
    'rgb(52, 81, 209)',
  );
  await expect(modal).toHaveCSS('border-top-left-radius', '12px');

  const shots: [string, object][] = [
    ['logo', { logo: LOGO }],
    ['radius', { radius: 0 }],
    ['font', { font: 'Georgia, serif' }],
    ['terms', { termsUrl: '/terms', privacyUrl: '/privacy' }],
    ['blur', { backdropBlur: 8 }],
  ];
  for (const [name, ui] of shots) {
    await openWith(page, ui);
    await picture(page, info, name);
  }
  // The page behind is blurred: the dialog's ::backdrop takes the variable the option sets.
  const blur = await modalOf(page).evaluate(
    (dialog) => getComputedStyle(dialog, '::backdrop').backdropFilter,
  );
  expect(blur).toBe('blur(8px)');
});

test("a switch of the system's scheme recolours the dialog at once: the app's accent of the scheme on that scheme's background", async ({
  page,
}) => {
  // Read the dialog's colours in the first listener of the scheme's change, before the kit's
  // own (added later, by React) can run: what the stylesheet alone gives at that moment.
  await page.addInitScript(() => {
    const seen: { bg: string; primary: string }[] = [];
    (window as unknown as { seenColours: typeof seen }).seenColours = seen;
    matchMedia('(prefers-color-scheme: dark)').addEventListener('change', () => {
      const dialog = document.querySelector('dialog[open]');
      if (!dialog) return;
      const style = getComputedStyle(dialog);
      seen.push({ bg: style.backgroundColor, primary: style.getPropertyValue('--ewk-primary') });
    });
  });
  await openWith(page, { theme: 'auto', colors: COLORS });
  const seen = () =>
    page.evaluate(
      () => (window as unknown as { seenColours: { bg: string; primary: string }[] }).seenColours,
    );
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect.poll(seen).toHaveLength(1);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect.poll(seen).toHaveLength(2);
  expect(await seen()).toEqual([
    { bg: rgb(COLORS.dark.background), primary: COLORS.dark.accent },
    { bg: rgb(COLORS.light.background), primary: COLORS.light.accent },
  ]);
});
