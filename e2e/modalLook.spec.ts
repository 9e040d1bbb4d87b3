import { expect, type Locator, type Page, type TestInfo, test } from '@playwright/test';
import { dialogBox, expectInside, openAccount } from './support/accountCenter.js';
import {
  expectModalAccessible,
  modalOf,
  openModal,
  signInWithEmail,
  uniqueEmail,
} from './support/demo.js';

/**
 * How the modal and the account center look and move, measured: the bottom sheet on a phone,
 * no wait that shrinks the dialog, motion that reduced motion turns off, the isolated frame
 * that never clips its buttons, one error for a bad recovery phrase.
 */

const PHONE = { width: 390, height: 844 };

/** A new user signed up by e-mail, their account center open on the profile. */
async function newUserAccount(page: Page, info: TestInfo): Promise<Locator> {
  await page.goto('/');
  await signInWithEmail(page, uniqueEmail(info));
  return openAccount(page);
}

test('on a phone the login modal and the account center are a bottom sheet; back, close and the title stay in view', async ({
  page,
}, info) => {
  await page.setViewportSize(PHONE);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await openModal(page);
  const login = await dialogBox(page);
  expect(Math.abs(login.bottomGap)).toBeLessThanOrEqual(1);
  expect(login.height).toBeLessThanOrEqual(PHONE.height * 0.9 + 1);
  await page.keyboard.press('Escape');
  await expect(modalOf(page)).toBeHidden();

  await signInWithEmail(page, uniqueEmail(info));
  const center = await openAccount(page);
  const sheet = await dialogBox(page);
  expect(Math.abs(sheet.bottomGap)).toBeLessThanOrEqual(1);
  expect(sheet.top).toBeGreaterThan(0);

  // The profile is taller than the sheet: scrolled to its end, close and the title stay in view.
  const scrolled = await center.evaluate((dialog) => {
    const scroller = [dialog, ...dialog.querySelectorAll('*')].find(
      (el) => el.scrollHeight > el.clientHeight + 1 && getComputedStyle(el).overflowY !== 'visible',
    );
    if (!scroller) return 0;
    scroller.scrollTop = scroller.scrollHeight;
    return scroller.scrollTop;
  });
  expect(scrolled, 'the account center scrolls on a phone').toBeGreaterThan(0);
  await expect(center.getByRole('button', { name: 'Log out' })).toBeInViewport();
  const close = center.getByRole('button', { name: 'Close' });
  const title = center.getByRole('heading', { name: 'Your account', level: 2 });
  await expect(close).toBeInViewport({ ratio: 1 });
  await expect(title).toBeInViewport({ ratio: 1 });
  // Pinned at the sheet's top, not merely somewhere on screen.
  const closeBox = await close.boundingBox();
  const titleBox = await title.boundingBox();
  expect(closeBox && closeBox.y - sheet.top).toBeLessThan(24);
  expect(titleBox && titleBox.y - sheet.top).toBeLessThan(72);
  // Nothing the body scrolls under shows through the title.
  expect(
    await center.evaluate((dialog) => {
      const h2 = dialog.querySelector('h2');
      if (!h2) return 'none';
      const box = h2.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + 2, box.top + box.height / 2);
      return hit && (hit === h2 || h2.contains(hit)) ? 'title' : (hit?.outerHTML ?? 'none');
    }),
  ).toBe('title');
  await expectModalAccessible(page, 'account center scrolled to its end, 390 px');
});

test('no wait shrinks the dialog: sending a code and a passkey prompt keep the screen', async ({
  page,
}) => {
  // Four page loads at two widths: past the default minute on a loaded 2-core machine.
  test.setTimeout(90_000);
  // The passkey prompt held open until the test lets it end (as a person who has not yet
  // touched their authenticator would).
  await page.addInitScript(() => {
    const w = window as unknown as { releasePasskey?: () => void };
    navigator.credentials.get = () =>
      new Promise((_, reject) => {
        w.releasePasskey = () => reject(new DOMException('cancelled', 'NotAllowedError'));
      });
  });
  for (const viewport of [PHONE, { width: 1280, height: 800 }]) {
    await page.setViewportSize(viewport);
    await page.goto('/');
    const modal = await openModal(page);
    await modal.getByRole('textbox', { name: 'Email address' }).fill('waiting@example.com');
    const before = await dialogBox(page);

    // The code's request held until the test has looked.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let seen = () => {};
    const arrived = new Promise<void>((resolve) => {
      seen = resolve;
    });
    await page.route('**/otp_init_v2', async (route) => {
      seen();
      await held;
      await route.continue();
    });
    await modal.getByRole('button', { name: 'Continue', exact: true }).click();
    await arrived;
    await expect(modal.getByRole('button', { name: /Sending your code/ })).toBeVisible();
    await expect(modal.getByRole('textbox', { name: 'Email address' })).toHaveValue(
      'waiting@example.com',
    );
    expect((await dialogBox(page)).height).toBeGreaterThanOrEqual(before.height - 1);
    release();
    await expect(modal.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
    await page.unroute('**/otp_init_v2');

    await page.goto('/');
    await openModal(page);
    const methods = await dialogBox(page);
    await modalOf(page).getByRole('button', { name: 'Continue with a passkey' }).click();
    await expect(modalOf(page).getByText('Waiting for your passkey…').first()).toBeAttached();
    expect((await dialogBox(page)).height).toBeGreaterThanOrEqual(methods.height - 1);
    // The wait shows before the browser is asked (the ceremony's chunk may still be on its way).
    const prompt = await page.waitForFunction(
      () => (window as unknown as { releasePasskey?: () => void }).releasePasskey,
    );
    await prompt.evaluate((release) => release?.());
  }
});

/** The longest animation or transition of each thing that moves, in ms (0: it does not move). */
async function motionOf(page: Page) {
  return page.evaluate(() => {
    const ms = (list: string) =>
      Math.max(...list.split(',').map((s) => Number.parseFloat(s) * (s.includes('ms') ? 1 : 1000)));
    const longest = (el: Element | null, pseudo?: string) => {
      if (!el) return -1;
      const style = getComputedStyle(el, pseudo);
      const animation = style.animationName === 'none' ? 0 : ms(style.animationDuration);
      const transition = style.transitionProperty === 'none' ? 0 : ms(style.transitionDuration);
      return Math.max(animation, transition);
    };
    const dialog = document.querySelector('dialog[open]');
    return {
      dialog: longest(dialog),
      backdrop: longest(dialog, '::backdrop'),
      screen: longest(dialog?.querySelector('.ewk-screen') ?? null),
    };
  });
}

test('open, close and screen changes move in 150-200 ms; nothing moves under reduced motion', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.goto('/');
  await openModal(page);
  const moving = await motionOf(page);
  for (const [part, ms] of Object.entries(moving)) {
    expect(ms, `${part} moves`).toBeGreaterThanOrEqual(150);
    expect(ms, `${part} moves`).toBeLessThanOrEqual(200);
  }
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await motionOf(page)).toEqual({ dialog: 0, backdrop: 0, screen: 0 });
});

test('the frame shows Hide and Copy whole after Reveal, light and dark; a bad phrase is said once', async ({
  page,
}, info) => {
  test.setTimeout(90_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const center = await newUserAccount(page, info);
  await center.getByRole('button', { name: 'Export a wallet' }).click();
  await center.getByRole('radio', { name: /^Recovery phrase of Demo wallet/ }).check();
  await center.getByRole('button', { name: 'I understand, continue' }).click();
  const iframe = page.locator('iframe[title="Secure wallet frame"]');
  const frame = page.frameLocator('iframe[title="Secure wallet frame"]');
  await frame.getByRole('button', { name: 'Reveal' }).click();
  for (const scheme of ['light', 'dark'] as const) {
    for (const viewport of [PHONE, { width: 1280, height: 800 }]) {
      await page.setViewportSize(viewport);
      await page.emulateMedia({ colorScheme: scheme });
      // The frame takes the dialog's scheme over its channel.
      await expect(frame.locator(':root')).toHaveAttribute('data-scheme', scheme);
      for (const name of ['Hide', 'Copy']) {
        const button = frame.getByRole('button', { name, exact: true });
        await button.scrollIntoViewIfNeeded();
        await expectInside(button, iframe);
        await expect(button).toBeInViewport({ ratio: 1 });
      }
      // The dialog's accent (`--ewk-primary`, from `ui.colors`) reaches the frame's Copy.
      const accent = await center.evaluate((dialog) => {
        const probe = document.createElement('span');
        probe.style.color = 'var(--ewk-primary)';
        dialog.append(probe);
        const color = getComputedStyle(probe).color;
        probe.remove();
        return color;
      });
      await expect(frame.getByRole('button', { name: 'Copy', exact: true })).toHaveCSS(
        'background-color',
        accent,
      );
      // Not scrolled inside: the frame is as tall as what it shows.
      expect(
        await frame.locator(':root').evaluate((root) => root.scrollHeight - root.clientHeight),
      ).toBeLessThanOrEqual(1);
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await center.getByRole('button', { name: 'Back to account' }).click();

  await center.getByRole('button', { name: 'Import a wallet' }).click();
  await center.getByRole('textbox', { name: 'Wallet name' }).fill('Bad wallet');
  await frame.getByLabel('Enter your secret recovery phrase').fill('these words are not a phrase');
  await center.getByRole('button', { name: 'Import', exact: true }).click();
  const frameError = frame.locator('.status[data-error]');
  await expect(frameError).not.toBeEmpty();
  // Said once: in the frame, by the field; the dialog adds no alert of its own.
  await expect(center.getByRole('alert')).toHaveCount(0);
  await expect(center.locator('.ewk-error:visible')).toHaveCount(0);
  await expect(center.getByRole('textbox', { name: 'Wallet name' })).toHaveValue('Bad wallet');
  await expectModalAccessible(page, 'import with a bad phrase');
});

/**
 * The motion `run` sets off on `root` (the dialog): each animation and transition that starts
 * on it or inside it (the events bubble), and each animation an element added inside it gets
 * (read from the element as it is added, so a loaded machine that skips the frames of a short
 * animation cannot hide it), with the element's class and its duration in ms.
 */
async function motionDuring(page: Page, root: Locator, run: () => Promise<void>) {
  await root.evaluate((el) => {
    const seen: { what: string; ms: number }[] = [];
    (window as unknown as { seenMotion: typeof seen }).seenMotion = seen;
    const nameOf = (target: Element) =>
      `${target.tagName.toLowerCase()}.${[...target.classList].join('.')}`;
    const record = (event: Event) => {
      const target = event.target as Element;
      const style = getComputedStyle(target);
      const list =
        event.type === 'animationstart' ? style.animationDuration : style.transitionDuration;
      const ms = Math.max(
        ...list.split(',').map((s) => Number.parseFloat(s) * (s.includes('ms') ? 1 : 1000)),
      );
      seen.push({ what: nameOf(target), ms });
    };
    el.addEventListener('animationstart', record);
    el.addEventListener('transitionrun', record);
    new MutationObserver((changes) => {
      for (const change of changes) {
        for (const node of change.addedNodes) {
          if (!(node instanceof Element)) continue;
          for (const added of [node, ...node.querySelectorAll('*')]) {
            for (const animation of added.getAnimations()) {
              seen.push({
                what: nameOf(added),
                ms: Number(animation.effect?.getTiming().duration),
              });
            }
          }
        }
      }
    }).observe(el, { childList: true, subtree: true });
  });
  await run();
  return page.evaluate(
    () => (window as unknown as { seenMotion: { what: string; ms: number }[] }).seenMotion,
  );
}

test('closing and the account center’s screen changes move in 150-200 ms; nothing under reduced motion', async ({
  page,
}, info) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  const center = await newUserAccount(page, info);
  const dialog = page.locator('dialog.ewk-account-modal');

  // A screen change: the new screen rises and fades in.
  const change = await motionDuring(page, dialog, async () => {
    await center.getByRole('button', { name: 'Export a wallet' }).click();
    await expect(center.getByRole('heading', { name: 'Before you export' })).toBeVisible();
  });
  const screen = change.filter((m) => m.what.includes('ewk-stack'));
  expect(screen.length, `the new screen moves (seen: ${JSON.stringify(change)})`).toBeGreaterThan(
    0,
  );
  for (const { ms } of screen) {
    expect(ms).toBeGreaterThanOrEqual(150);
    expect(ms).toBeLessThanOrEqual(200);
  }

  // Closing: the dialog fades out, then leaves.
  const closing = await motionDuring(page, dialog, async () => {
    await page.keyboard.press('Escape');
    await expect(center).toBeHidden();
  });
  const fade = closing.filter((m) => m.what.startsWith('dialog.'));
  expect(fade.length, 'the dialog moves as it closes').toBeGreaterThan(0);
  for (const { ms } of fade) {
    expect(ms).toBeGreaterThanOrEqual(150);
    expect(ms).toBeLessThanOrEqual(200);
  }

  // Reduced motion: neither moves.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openAccount(page);
  const still = await motionDuring(page, dialog, async () => {
    await center.getByRole('button', { name: 'Export a wallet' }).click();
    await expect(center.getByRole('heading', { name: 'Before you export' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(center).toBeHidden();
  });
  expect(still.filter((m) => m.ms > 0)).toEqual([]);
});
