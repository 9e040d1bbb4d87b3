import { expect, type Locator, type Page, test } from '@playwright/test';
import { addDevWallet, addVirtualPasskey, readLastCode } from 'embedded-wallet-kit-sandbox/testing';
import {
  baseUrlOf,
  expectModalAccessible,
  expectSignedIn,
  logOut,
  modalOf,
  openModal,
  pickCountry,
  uniqueEmail,
  uniquePhone,
} from './support/demo.js';
import { COUNTRY_TABLE, fetches } from './support/demoBuild.js';

/**
 * The modal's first screen (issue 27 items 5, 6, 9, 10, 11, 14), in Chromium against the demo:
 * the layout and its order options, the phone field's country search, the wallet entry, the
 * modal's anchored top and its contrast, the terms line, the demo on a phone.
 */

const WIDTHS = [1280, 390] as const;
const SCHEMES = ['light', 'dark'] as const;

const top = async (locator: Locator) => (await locator.boundingBox())?.y;

/** The accessible names of the first screen's controls, in order (social row, fields, buttons). */
const controls = (modal: Locator) =>
  modal
    .locator('.ewk-body')
    .locator('button, input')
    .evaluateAll((els) =>
      els.map(
        (el) =>
          (el.classList.contains('ewk-country-button') ? 'country' : null) ??
          el.getAttribute('aria-label') ??
          (el instanceof HTMLInputElement
            ? `field: ${el.labels?.[0]?.textContent}`
            : el.textContent),
      ),
    );

test('the first screen: social logins in one row, the e-mail field itself, the rest below', async ({
  page,
}) => {
  await page.goto('/');
  const modal = await openModal(page);
  const socials = modal.getByRole('group', { name: 'Social logins' });
  const buttons = socials.getByRole('button');
  await expect(buttons).toHaveCount(3);
  // One row: every social button at the same height.
  const tops = await Promise.all((await buttons.all()).map(top));
  expect(new Set(tops).size).toBe(1);
  // The e-mail field is there at once, focused, with no click before it.
  await expect(modal.getByRole('textbox', { name: 'Email address' })).toBeFocused();
  expect(await controls(modal)).toEqual([
    'Continue with Google',
    'Continue with X',
    'Continue with Discord',
    'field: Email address',
    'Continue',
    'Use a phone number instead',
    'Continue with a passkey',
    'Continue with a wallet',
  ]);
  await expectModalAccessible(page, 'first screen');
});

test('ui.methodOrder and ui.oauthOrder order the first screen; one method alone is possible', async ({
  page,
}) => {
  await page.goto('/?methodOrder=passkey,sms,socials&oauthOrder=discord,google');
  let modal = await openModal(page);
  await expect(modal.getByRole('textbox', { name: 'Phone number' })).toBeVisible();
  // The phone field first of the contact fields (e-mail is not listed: no switch to it).
  expect(await controls(modal)).toEqual([
    'Continue with a passkey',
    'country',
    'field: Phone number',
    'Continue',
    'Continue with Discord',
    'Continue with Google',
  ]);
  await expectModalAccessible(page, 'ordered first screen');

  await page.goto('/?methodOrder=email');
  modal = await openModal(page);
  expect(await controls(modal)).toEqual(['field: Email address', 'Continue']);
  await expect(modal.getByText('or', { exact: true })).toHaveCount(0);
});

test.describe('the phone field, for a browser in British English', () => {
  test.use({ locale: 'en-GB' });

  test('preselects the country from the locale, searches every country, formats the number', async ({
    page,
  }) => {
    // The country table loads apart (with the phone screen): not while no phone field can show.
    const countryTable: string[] = [];
    page.on('request', (request) => {
      if (fetches(request.url(), COUNTRY_TABLE)) countryTable.push(request.url());
    });
    await page.goto('/?methodOrder=email,passkey');
    await openModal(page);
    await page.reload();
    expect(countryTable).toEqual([]);

    await page.goto('/?closeOnSuccess=off');
    const modal = await openModal(page);
    await modal.getByRole('button', { name: 'Use a phone number instead' }).click();
    const country = modal.getByRole('button', { name: /^Country: / });
    await expect(country).toHaveAccessibleName('Country: United Kingdom +44');
    expect(countryTable).toHaveLength(1);
    // Flags: the demo's images (`ui.flagUrl`; this Chromium draws no flag emoji), loaded.
    // `decode()` settles once the image has loaded (and rejects if it cannot).
    const loadedWidth = (image: Locator) =>
      image.evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth));
    const flag = country.locator('img.ewk-flag');
    await expect(flag).toHaveAttribute('src', '/flags/gb.svg');
    expect(await loadedWidth(flag)).toBeGreaterThan(0);

    // A number that does not fit says so in the country's terms, not "including its code".
    const number = modal.getByRole('textbox', { name: 'Phone number' });
    await number.fill('12');
    await modal.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(number).toHaveAttribute('aria-invalid', 'true');
    const error = modal.locator('.ewk-error');
    await expect(error).toHaveText(
      'Enter a phone number for United Kingdom (+44), or pick another country.',
    );
    await expect(error).not.toContainText('including its country code');

    // Search: by name (accents and case aside), by calling code.
    await country.click();
    const search = modal.getByRole('combobox', { name: 'Search countries' });
    await expect(search).toBeFocused();
    const options = modal.getByRole('listbox', { name: 'Countries' }).getByRole('option');
    expect(await options.count()).toBeGreaterThan(200);
    // Each country its flag; those in view load (the rest as they scroll in).
    const selected = modal.getByRole('option', { selected: true });
    await expect(selected.locator('img.ewk-flag')).toHaveAttribute('src', '/flags/gb.svg');
    expect(await loadedWidth(selected.locator('img.ewk-flag'))).toBeGreaterThan(0);
    await search.fill('cote');
    await expect(options.first()).toContainText('Côte d’Ivoire');
    // A region the flag package files under another (Saint Helena's): its own flag, served.
    await search.fill('ascension');
    await expect(options).toHaveCount(1);
    expect(await loadedWidth(options.first().locator('img.ewk-flag'))).toBeGreaterThan(0);
    await search.fill('+49');
    await expect(options).toHaveCount(1);
    await expect(options.first()).toContainText('Germany');
    await search.fill('united st');
    await expect(modal.getByRole('option', { selected: true })).toContainText('United States');
    await page.keyboard.press('Enter');
    await expect(country).toHaveAccessibleName('Country: United States +1');
    await expect(number).toBeFocused();

    // Sent as E.164; shown on the code screen grouped as people read it.
    const phone = uniquePhone();
    await number.fill(phone.national);
    await page.keyboard.press('Enter');
    await expect(modal.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
    const n = phone.national;
    const shown = `+1 ${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6)}`;
    await expect(modal.getByText(`We sent a code to ${shown}.`)).toBeVisible();
    await expectModalAccessible(page, 'code screen, phone');
    // Back: the field holds the number and the country as they were.
    await modal.getByRole('button', { name: 'Back' }).click();
    await expect(number).toHaveValue(phone.national);
    await expect(country).toHaveAccessibleName('Country: United States +1');
    await page.keyboard.press('Enter');
    await modal.getByRole('textbox', { name: /^Character 1 of/ }).focus();
    await page.keyboard.type(await readLastCode(baseUrlOf(page), phone.e164));
    await expect(modal.getByRole('heading', { name: 'You’re signed in' })).toBeVisible();
  });
});

test.describe('the wallet option', () => {
  test('with no wallet installed, says what a wallet is for and where to get one', async ({
    page,
  }) => {
    await page.goto('/');
    const modal = await openModal(page);
    await modal.getByRole('button', { name: 'Continue with a wallet' }).click();
    await expect(modal.getByRole('heading', { name: 'Choose a wallet' })).toBeVisible();
    await expect(modal.getByRole('status')).toContainText(
      'To log in with a wallet, this browser needs a wallet app or extension.',
    );
    await expect(modal.getByText('No wallet found')).toHaveCount(0);
    for (const [name, url] of [
      ['MetaMask', 'https://metamask.io/download/'],
      ['Phantom', 'https://phantom.com/download'],
    ] as const) {
      const link = modal.getByRole('link', { name: new RegExp(`^${name}`) });
      await expect(link).toHaveAttribute('href', url);
      await expect(link).toHaveAttribute('target', '_blank');
    }
    await expectModalAccessible(page, 'no wallet');
  });

  test('one wallet of two chains is one entry, with its chains under it', async ({ page }) => {
    const wallet = await addDevWallet(page);
    await page.goto('/');
    const modal = await openModal(page);
    await modal.getByRole('button', { name: 'Continue with a wallet' }).click();
    const entries = modal.locator('.ewk-wallets > li');
    await expect(entries).toHaveCount(1);
    const entry = modal.getByRole('button', { name: 'Dev Wallet Ethereum · Solana' });
    await expect(entry).toHaveAttribute('aria-expanded', 'true');
    const chains = modal.getByRole('list', { name: 'Dev Wallet networks' }).getByRole('button');
    await expect(chains).toHaveText(['Ethereum', 'Solana']);
    await expectModalAccessible(page, 'one wallet, two chains');
    await modal.getByRole('button', { name: 'Dev Wallet on Solana' }).click();
    await expectSignedIn(page);
    await expect(page.getByTestId('session-external-wallet')).toContainText(wallet.solana.address);
  });
});

test('the modal keeps its top: the close button stays put as the screens change height', async ({
  page,
}, info) => {
  await addDevWallet(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const modal = await openModal(page);
  const close = modal.getByRole('button', { name: 'Close' });
  const seen: (number | undefined)[] = [await top(close)];
  await modal.getByRole('button', { name: 'Use a phone number instead' }).click();
  await modal.getByRole('button', { name: /^Country: / }).click();
  await expect(modal.getByRole('listbox')).toBeVisible();
  seen.push(await top(close));
  await page.keyboard.press('Escape');
  await modal.getByRole('button', { name: 'Use an email address instead' }).click();
  await modal.getByRole('button', { name: 'Continue with a wallet' }).click();
  await expect(modal.getByRole('heading', { name: 'Choose a wallet' })).toBeVisible();
  seen.push(await top(close));
  await modal.getByRole('button', { name: 'Back' }).click();
  await modal.getByRole('textbox', { name: 'Email address' }).fill(uniqueEmail(info));
  await page.keyboard.press('Enter');
  await expect(modal.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
  seen.push(await top(close));
  expect(
    seen.every((y) => y !== undefined && y === seen[0]),
    `close button tops ${seen}`,
  ).toBe(true);
});

/** WCAG 2.x relative luminance and contrast ratio, from CSS `rgb()` colours. */
function contrast(a: string, b: string): number {
  const luminance = (color: string) => {
    const [r = 0, g = 0, bl = 0] = (color.match(/[\d.]+/g) ?? []).map(Number).map((c) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const style = (locator: Locator, property: string) =>
  locator.evaluate(
    (el, name) => getComputedStyle(el).getPropertyValue(name),
    property,
  ) as Promise<string>;

for (const scheme of SCHEMES) {
  test(`contrast, ${scheme}: field and code-box borders at least 3:1, the resend countdown 4.5:1`, async ({
    page,
  }, info) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('/');
    const modal = await openModal(page);
    const background = await style(modal, 'background-color');
    const email = modal.getByRole('textbox', { name: 'Email address' });
    const ratios: Record<string, number> = {
      email: contrast(await style(email, 'border-top-color'), background),
    };
    await modal.getByRole('button', { name: 'Use a phone number instead' }).click();
    const country = modal.getByRole('button', { name: /^Country: / });
    ratios.country = contrast(await style(country, 'border-top-color'), background);
    await modal.getByRole('button', { name: 'Use an email address instead' }).click();
    await email.fill(uniqueEmail(info));
    await page.keyboard.press('Enter');
    const box = modal.getByRole('textbox', { name: /^Character 1 of/ });
    await expect(box).toBeFocused();
    ratios.codeBox = contrast(await style(box, 'border-top-color'), background);
    for (const [name, ratio] of Object.entries(ratios)) {
      expect(ratio, `${name} border against the dialog`).toBeGreaterThanOrEqual(3);
    }
    // The countdown: full opacity, its words 4.5:1 against its own background.
    const resend = modal.getByRole('button', { name: /^Send a new code in/ });
    await expect(resend).toBeDisabled();
    expect(await style(resend, 'opacity')).toBe('1');
    // Against what shows behind it: its own background, else its nearest ancestor's.
    const behind = await resend.evaluate((el) => {
      for (let at: Element | null = el; at; at = at.parentElement) {
        const color = getComputedStyle(at).backgroundColor;
        if (color !== 'transparent' && !/rgba\(.*,\s*0\)$/.test(color)) return color;
      }
      return 'rgb(255, 255, 255)';
    });
    const text = contrast(await style(resend, 'color'), behind);
    expect(text, 'resend countdown text').toBeGreaterThanOrEqual(4.5);
  });
}

test('the terms line: the app’s terms and privacy links, only when it gives them', async ({
  page,
}) => {
  await page.goto('/');
  let modal = await openModal(page);
  await expect(modal.getByText(/By continuing, you agree/)).toHaveCount(0);

  await page.goto('/?termsUrl=https://example.com/terms&privacyUrl=https://example.com/privacy');
  modal = await openModal(page);
  await expect(modal.getByText(/By continuing, you agree/)).toHaveText(
    'By continuing, you agree to the Terms of Service and the Privacy Policy.',
  );
  for (const [name, href] of [
    ['Terms of Service', 'https://example.com/terms'],
    ['Privacy Policy', 'https://example.com/privacy'],
  ] as const) {
    const link = modal.getByRole('link', { name });
    await expect(link).toHaveAttribute('href', href);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
  }
  await expectModalAccessible(page, 'terms line');

  await page.goto('/?termsUrl=https://example.com/terms');
  modal = await openModal(page);
  await expect(modal.getByText(/By continuing, you agree/)).toHaveText(
    'By continuing, you agree to the Terms of Service.',
  );
});

/** Whether anything on the page is wider than the viewport (sideways scroll). */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

test('the demo on a 390 px phone does not scroll sideways, signed out, in the modal, signed in', async ({
  page,
}, info) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  expect(await scrollsSideways(page)).toBe(false);
  const modal = await openModal(page);
  expect(await scrollsSideways(page)).toBe(false);
  // The dialog fits the width, its words wrapped, not clipped.
  const box = await modal.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  const clipped = await modal.evaluate((dialog) =>
    [...dialog.querySelectorAll<HTMLElement>('button, p, label, h2, a')]
      .filter((el) => el.scrollWidth > el.clientWidth + 1)
      .map((el) => el.textContent),
  );
  expect(clipped).toEqual([]);
  const email = uniqueEmail(info);
  await modal.getByRole('textbox', { name: 'Email address' }).fill(email);
  await page.keyboard.press('Enter');
  await modal.getByRole('textbox', { name: /^Character 1 of/ }).focus();
  await page.keyboard.type(await readLastCode(baseUrlOf(page), email));
  await expectSignedIn(page);
  expect(await scrollsSideways(page)).toBe(false);
});

test('keyboard only: the e-mail field, the phone field with the country search, the passkey', async ({
  page,
}) => {
  const passkey = await addVirtualPasskey(page);
  await page.goto('/');
  const opener = page.getByRole('banner').getByRole('button', { name: 'Log in' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const modal = modalOf(page);
  // The e-mail field takes the focus: an address, then Enter, would send the code.
  const email = modal.getByRole('textbox', { name: 'Email address' });
  await expect(email).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(modal.getByRole('button', { name: 'Continue', exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(modal.getByRole('button', { name: 'Use a phone number instead' })).toBeFocused();
  await page.keyboard.press('Enter');

  // The phone field: the number takes the focus; Shift+Tab to the country, Enter opens the search.
  const number = modal.getByRole('textbox', { name: 'Phone number' });
  await expect(number).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  const country = modal.getByRole('button', { name: /^Country: / });
  await expect(country).toBeFocused();
  await page.keyboard.press('Enter');
  const search = modal.getByRole('combobox', { name: 'Search countries' });
  await expect(search).toBeFocused();
  await page.keyboard.type('fran');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowUp');
  await expect(modal.getByRole('option', { selected: true })).toContainText('France');
  await page.keyboard.press('Enter');
  await expect(country).toHaveAccessibleName('Country: France +33');
  await expect(number).toBeFocused();
  // Escape in the search closes the list only, and gives the focus back to the country.
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(search).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(modal.getByRole('listbox')).toHaveCount(0);
  await expect(country).toBeFocused();
  await expect(modal).toBeVisible();

  // The passkey: Tab on to its entry; with no passkey yet, the offer to create one has the focus.
  await pickCountry(page, 'United States');
  await tabTo(page, modal.getByRole('button', { name: 'Continue with a passkey' }));
  await page.keyboard.press('Enter');
  const create = modal.getByRole('button', { name: 'Create a passkey' });
  await expect(create).toBeFocused();
  await expectModalAccessible(page, 'no passkey');
  await page.keyboard.press('Enter');
  // Its name, the user's contact (issue 27 item 7), typed over what the field offers.
  const name = modal.getByRole('textbox', { name: 'Email or phone number' });
  await expect(name).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('keys@example.com');
  await page.keyboard.press('Enter');
  const first = await expectSignedIn(page);
  await logOut(page);
  await opener.focus();
  await page.keyboard.press('Enter');
  await tabTo(page, modal.getByRole('button', { name: 'Continue with a passkey' }));
  await page.keyboard.press('Enter');
  expect(await expectSignedIn(page)).toEqual(first);
  await passkey.remove();
});

/** Presses Tab (at most ten times) until `target` has the focus. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let i = 0; i < 10; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** Every changed screen, light and dark, at 1280 and 390 px wide, for a person to look at. */
for (const scheme of SCHEMES) {
  for (const width of WIDTHS) {
    test(`screenshots of the first screen and its parts, ${scheme}, ${width} px`, async ({
      page,
    }) => {
      await addVirtualPasskey(page);
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      const shot = (name: string) =>
        page.screenshot({ path: `e2e/screenshots/first-${name}-${scheme}-${width}.png` });
      await page.goto(
        '/?termsUrl=https://example.com/terms&privacyUrl=https://example.com/privacy',
      );
      const modal = await openModal(page);
      await shot('methods');
      // The dialog alone (the README's picture is the light one at 1280).
      await modal.screenshot({ path: `e2e/screenshots/first-modal-${scheme}-${width}.png` });
      await modal.getByRole('button', { name: 'Use a phone number instead' }).click();
      await pickCountry(page, 'United States');
      const number = modal.getByRole('textbox', { name: 'Phone number' });
      await number.fill('12');
      await page.keyboard.press('Enter');
      await expect(number).toHaveAttribute('aria-invalid', 'true');
      await shot('phone-invalid');
      await modal.getByRole('button', { name: /^Country: / }).click();
      await page.keyboard.type('uni');
      await shot('phone-countries');
      await page.keyboard.press('Escape');
      const phone = uniquePhone();
      await number.fill(phone.national);
      await page.keyboard.press('Enter');
      await expect(modal.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
      await shot('code-phone');
      await modal.getByRole('button', { name: 'Back' }).click();
      await modal.getByRole('button', { name: 'Use an email address instead' }).click();
      await modal.getByRole('button', { name: 'Continue with a wallet' }).click();
      await expect(modal.getByRole('status')).toBeVisible();
      await shot('wallets-none');
      await modal.getByRole('button', { name: 'Back' }).click();
      await modal.getByRole('button', { name: 'Continue with a passkey' }).click();
      await expect(modal.getByRole('button', { name: 'Create a passkey' })).toBeVisible();
      await shot('passkey-none');
      await page.keyboard.press('Escape');

      await addDevWallet(page);
      await page.goto('/');
      const again = await openModal(page);
      await again.getByRole('button', { name: 'Continue with a wallet' }).click();
      await expect(again.getByRole('button', { name: 'Dev Wallet on Solana' })).toBeVisible();
      await shot('wallets-grouped');
    });
  }
}
