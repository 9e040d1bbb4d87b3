// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import {
  type FetchLike,
  type LoginResult,
  logout,
  type WalletKit,
} from '../../../../src/core/index.js';
import type { WalletKitProviderConfig } from '../../../../src/react/context/walletKitProviderConfig.js';
import { useSession } from '../../../../src/react/hooks/useSession.js';
import { useWalletKitConfig } from '../../../../src/react/hooks/useWalletKitConfig.js';
import { AuthModal } from '../../../../src/react/modal/authModal.js';
import { LoginButton } from '../../../../src/react/modal/loginButton.js';
import { BUSY_DELAY_MS } from '../../../../src/react/modal/useAuthFlow.js';
import { useAuthModal } from '../../../../src/react/modal/useAuthModal.js';
import { patchProxyConfig } from '../../../../src/testing/proxyConfig.js';
import { createManualClock } from '../../../support/core/manualClock.js';
import {
  createHarness,
  type Harness,
  providerWrapper,
  testQueryClient,
} from '../../../support/harness.js';
import { softwareWebAuthn } from '../../../support/sandboxKit.js';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterEach(cleanup);
afterAll(() => h.close());

/** Holds requests to one path until released: the modal's progress state, observed. */
function gate(base: FetchLike, path: string) {
  let release: () => void = () => {};
  const opened = new Promise<void>((resolve) => {
    release = resolve;
  });
  const fetch: FetchLike = async (input, init) => {
    if (new URL(input).pathname === path) {
      await opened;
      // A request its caller gave up on while held never reaches the service (as one aborted
      // before it left the page).
      if (init?.signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
    }
    return base(input, init);
  };
  return { fetch, release };
}

const outcomes: { result?: LoginResult; error?: unknown }[] = [];

function Opener() {
  const modal = useAuthModal();
  const { status } = useSession();
  return (
    <>
      <button
        type="button"
        onClick={() =>
          modal.open().then(
            (result) => outcomes.push({ result }),
            (error: unknown) => outcomes.push({ error }),
          )
        }
      >
        Open
      </button>
      <p>{status}</p>
    </>
  );
}

function renderModal(kit: WalletKit, config: Partial<WalletKitProviderConfig> = {}) {
  outcomes.length = 0;
  // A page with a landmark, as an app has (axe's "region" rule is about the host page).
  const view = render(
    <main>
      <Opener />
      <AuthModal />
    </main>,
    { wrapper: providerWrapper(kit, { ui: { closeOnSuccessMs: false, ...config.ui }, ...config }) },
  );
  const opener = screen.getByRole('button', { name: 'Open' });
  const open = async () => {
    opener.focus();
    fireEvent.click(opener);
    return screen.findByRole('dialog');
  };
  return { ...view, opener, open };
}

const dialog = () => screen.getByRole('dialog');
const heading = (name: string) => screen.findByRole('heading', { name });
const codeBoxes = () => within(dialog()).getAllByRole('textbox', { name: /^Character/ });
/** The code screen, its title and its boxes. */
const codeScreen = async () => {
  await heading('Enter your code');
  await within(dialog()).findAllByRole('textbox', { name: /^Character/ });
};

/** The e-mail field is on the first screen. */
async function enterEmail(email: string) {
  fireEvent.change(await screen.findByLabelText('Email address'), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
}

const paste = (element: HTMLElement, text: string) =>
  fireEvent.paste(element, { clipboardData: { getData: () => text } });

async function expectNoAxeViolations(node: Element) {
  // Colour contrast needs real layout and the stylesheet, which happy-dom does not compute:
  // Playwright's axe run in Chromium covers it.
  const results = await axe.run(node, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

describe('<AuthModal>', () => {
  it('fetches wallet_kit_config once a signed-out visitor is there, so opening makes no request', async () => {
    const paths: string[] = [];
    const fetch: FetchLike = (input, init) => {
      paths.push(new URL(input).pathname);
      return h.fetch(input, init);
    };
    const { open } = renderModal(h.kit({ fetch }));
    await waitFor(() => expect(paths).toContain('/v1/wallet_kit_config'));
    const before = paths.length;
    const shown = await open();
    await within(shown).findByRole('textbox', { name: 'Email address' });
    expect(paths.slice(before)).toEqual([]);
    expect(paths.filter((p) => p === '/v1/wallet_kit_config')).toHaveLength(1);
  });

  it('opens on the method choice from wallet_kit_config, labelled, focus inside, no axe violations', async () => {
    const { open } = renderModal(h.kit());
    const shown = await open();
    expect(shown?.getAttribute('data-state')).toBe('open');
    expect((shown as HTMLDialogElement).open).toBe(true);
    await heading('Log in or sign up');
    expect(screen.getByRole('dialog', { name: 'Log in or sign up' })).toBe(shown);
    const names = within(shown)
      .getAllByRole('button')
      .map((b) => b.getAttribute('aria-label') ?? b.textContent);
    // The sandbox enables email, SMS, passkeys, wallets, Google, X and Discord (not Apple nor
    // Facebook): the social row (icons, named in full), the e-mail field and its switch to the
    // phone, the passkey, the wallets.
    expect(names).toEqual([
      'Close',
      'Continue with Google',
      'Continue with X',
      'Continue with Discord',
      'Continue',
      'Use a phone number instead',
      'Continue with a passkey',
      'Continue with a wallet',
    ]);
    expect(within(shown).getByRole('group', { name: 'Social logins' })).toBeDefined();
    // The e-mail field is there at once, and has the focus.
    expect(document.activeElement).toBe(within(shown).getByLabelText('Email address'));
    expect(screen.getByText('to Embedded Wallet Kit Sandbox')).toBeDefined();
    expect(shown.contains(document.activeElement)).toBe(true);
    await expectNoAxeViolations(document.body);
  });

  it('logs in by e-mail: entry, progress, code pasted into the boxes, success; focus goes on', async () => {
    const sending = gate(h.fetch, '/v1/otp_init_v2');
    const onAuthenticationSuccess = vi.fn();
    const { open, opener } = renderModal(h.kit({ fetch: sending.fetch }), {
      onAuthenticationSuccess,
    });
    await open();
    const email = 'modal.email@example.com';

    // A malformed address is refused in words, on the field (on the first screen).
    const field = await screen.findByLabelText('Email address');
    expect(document.activeElement).toBe(field);
    expect(field?.getAttribute('autocomplete')).toBe('email');
    fireEvent.change(field, { target: { value: 'not-an-address' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(field?.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(/Enter an email address like/)).toBeDefined();

    // Progress: the form stays, read-only, its button says what is happening (a status too),
    // the focus where it was; the close button is the way out.
    fireEvent.change(field, { target: { value: email } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('Sending your code…');
    const sendingButton = within(dialog()).getByRole('button', { name: 'Sending your code…' });
    expect(sendingButton.getAttribute('aria-disabled')).toBe('true');
    expect((field as HTMLInputElement).readOnly).toBe(true);
    expect((field as HTMLInputElement).value).toBe(email);
    await expectNoAxeViolations(document.body);
    sending.release();

    // Code entry: one box per character, numeric, one-time-code autofill.
    await codeScreen();
    await screen.findByText(`We sent a code to ${email}.`);
    const boxes = codeBoxes();
    expect(boxes).toHaveLength(6);
    for (const box of boxes) {
      expect(box?.getAttribute('autocomplete')).toBe('one-time-code');
      expect(box?.getAttribute('inputmode')).toBe('numeric');
    }
    expect(document.activeElement).toBe(boxes[0]);
    expect(
      (screen.getByRole('button', { name: /Send a new code in \d+ s/ }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
    await expectNoAxeViolations(document.body);

    const code = await h.readCode(email);
    // Half the code pasted fills three boxes and moves on; the rest completes it.
    paste(boxes[0] as HTMLElement, ` ${code.slice(0, 3)}-`);
    expect(boxes.map((b) => (b as HTMLInputElement).value).join('')).toBe(code.slice(0, 3));
    expect(document.activeElement).toBe(boxes[3]);
    paste(boxes[3] as HTMLElement, code.slice(3));

    // The full code submits itself; success.
    await heading('You’re signed in');
    expect(screen.getByText(/Your account is ready/)).toBeDefined();
    expect(screen.getByRole('status').textContent).toContain('Your account is ready');
    expect(onAuthenticationSuccess).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(outcomes).toHaveLength(1));
    expect(outcomes[0]?.result?.created).toBe(true);
    expect(screen.getByText('signedIn')).toBeDefined();

    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Not back to the opener (a login button is "Log out" by now): to the page's main region.
    expect(document.activeElement).not.toBe(opener);
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });

  it('a wrong code says so under the boxes, keeps the digits selected for retyping; the right code works', async () => {
    const { open } = renderModal(h.kit());
    await open();
    const email = 'modal.wrong@example.com';
    await enterEmail(email);
    await codeScreen();
    const code = await h.readCode(email);
    // No digit of the wrong code where the right one has it: a change event that sets a box to
    // the value it holds changes nothing (a browser's key press over the same digit goes through
    // the boxes' keydown instead, which this test does not send).
    const wrong = [...code].map((digit) => String((Number(digit) + 1) % 10)).join('');
    paste(codeBoxes()[0] as HTMLElement, wrong);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'That code didn’t work. Check it and try again, or send a new code.',
    );
    // Still the code screen: no error screen, the digits kept, the boxes marked and described.
    expect(screen.getByRole('heading', { name: 'Enter your code' })).toBeDefined();
    expect(screen.queryByRole('heading', { name: 'That didn’t work' })).toBeNull();
    let boxes = codeBoxes();
    expect(boxes.map((b) => (b as HTMLInputElement).value).join('')).toBe(wrong);
    for (const box of boxes) {
      expect(box.getAttribute('aria-invalid')).toBe('true');
      expect(box.closest('fieldset')?.getAttribute('aria-describedby')).toContain(alert.id);
    }
    await waitFor(() => expect(document.activeElement).toBe(boxes[0]));
    expect(within(dialog()).getByRole('button', { name: /^Send a new code/ })).toBeDefined();
    await expectNoAxeViolations(document.body);

    boxes = codeBoxes();
    // Typing box by box over the kept digits moves along; the last character submits.
    for (const [i, char] of [...code].entries()) {
      fireEvent.change(boxes[i] as HTMLElement, { target: { value: char } });
      if (i < code.length - 1) expect(document.activeElement).toBe(boxes[i + 1]);
    }
    await heading('You’re signed in');
  });

  it('a check that went nowhere keeps the digits; typing from the first box starts a new code, never a mix', async () => {
    let failures = 1;
    const verifies: string[] = [];
    const flaky: FetchLike = (input, init) => {
      if (new URL(input).pathname === '/v1/otp_verify_v2') {
        verifies.push(String(init?.body));
        if (failures-- > 0) return Promise.reject(new TypeError('fetch failed'));
      }
      return h.fetch(input, init);
    };
    const { open } = renderModal(h.kit({ fetch: flaky }));
    await open();
    const email = 'modal.offline-code@example.com';
    await enterEmail(email);
    await codeScreen();
    const code = await h.readCode(email);
    paste(codeBoxes()[0] as HTMLElement, code);
    expect((await screen.findByRole('alert')).textContent).toContain('couldn’t reach the server');
    await waitFor(() =>
      expect(
        codeBoxes()
          .map((b) => (b as HTMLInputElement).value)
          .join(''),
      ).toBe(code),
    );
    // Retyped from the first box (key by key, as a keyboard does): its first character empties
    // the rest and sends nothing.
    fireEvent.keyDown(codeBoxes()[0] as HTMLElement, { key: code[0] });
    expect(codeBoxes().map((b) => (b as HTMLInputElement).value)).toEqual([
      code[0],
      ...Array.from({ length: code.length - 1 }, () => ''),
    ]);
    expect(verifies).toHaveLength(1);
    for (const [i, char] of [...code].entries()) {
      if (i > 0) fireEvent.keyDown(codeBoxes()[i] as HTMLElement, { key: char });
    }
    await heading('You’re signed in');
    expect(verifies).toHaveLength(2);
  });

  it('a network failure reads as one, and "Try again" resends', async () => {
    let failures = 1;
    const flaky: FetchLike = (input, init) => {
      if (new URL(input).pathname === '/v1/otp_init_v2' && failures-- > 0) {
        return Promise.reject(new TypeError('fetch failed'));
      }
      return h.fetch(input, init);
    };
    const onError = vi.fn();
    const { open } = renderModal(h.kit({ fetch: flaky }), { onError });
    await open();
    await enterEmail('modal.flaky@example.com');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'We couldn’t reach the server. Check your connection and try again.',
    );
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: 'NETWORK_ERROR' }));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await codeScreen();
  });

  it('the full code starts its check at once; the busy screen shows only after BUSY_DELAY_MS (a second submit meanwhile is ignored); the success screen comes after the signed-in frame', async () => {
    // The kit clock holds the busy screen's delay; the frames hold the success screen.
    const clock = createManualClock(Date.now());
    const frames: (() => void)[] = [];
    vi.stubGlobal('requestAnimationFrame', (run: () => void) => frames.push(run));
    vi.stubGlobal('cancelAnimationFrame', () => {});
    onTestFinished(() => {
      vi.unstubAllGlobals();
    });
    const verifies: string[] = [];
    const verifying = gate(h.fetch, '/v1/otp_verify_v2');
    const recording: FetchLike = (input, init) => {
      if (new URL(input).pathname === '/v1/otp_verify_v2') verifies.push(String(init?.body));
      return verifying.fetch(input, init);
    };
    const kit = h.kit({ fetch: recording, clock });
    const { open } = renderModal(kit);
    await open();
    const email = 'modal.double@example.com';
    await enterEmail(email);
    await codeScreen();
    paste(codeBoxes()[0] as HTMLElement, await h.readCode(email));
    await waitFor(() => expect(verifies).toHaveLength(1));
    // Submitted again while the first check is in flight: ignored, not a second request.
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Verify' }));
    await act(() => clock.advance(BUSY_DELAY_MS - 1));
    expect(screen.queryByRole('status')).toBeNull();
    await act(() => clock.advance(1));
    // The code screen stays, its Verify button saying what is happening (and a status too).
    await screen.findByText('Checking your code…', { selector: '[role=status]' });
    expect(within(dialog()).getByRole('button', { name: 'Checking your code…' })).toBeDefined();
    verifying.release();
    // Signed in first; the modal's success screen only at the next frame (after the page's).
    await waitFor(() => expect(outcomes.at(-1)?.result).toBeDefined());
    expect(kit.session.getSnapshot().status).toBe('signedIn');
    expect(screen.queryByRole('heading', { name: 'You’re signed in' })).toBeNull();
    await waitFor(() => {
      for (const run of frames.splice(0)) act(run);
      expect(screen.getByRole('heading', { name: 'You’re signed in' })).toBeDefined();
    });
    expect(verifies).toHaveLength(1);
  });

  it('a check that ends within BUSY_DELAY_MS goes from the code to the success screen, no spinner between', async () => {
    // The clock never reaches the delay: the busy screen cannot show, whatever this machine's
    // speed.
    const clock = createManualClock(Date.now());
    const kit = h.kit({ clock });
    const { open } = renderModal(kit);
    await open();
    const email = 'modal.fast@example.com';
    await enterEmail(email);
    await codeScreen();
    const seen = new Set<string>();
    const observer = new MutationObserver(() => {
      if (screen.queryByText('Checking your code…')) seen.add('busy');
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    onTestFinished(() => observer.disconnect());
    paste(codeBoxes()[0] as HTMLElement, await h.readCode(email));
    await heading('You’re signed in');
    expect(seen.has('busy')).toBe(false);
    expect(kit.session.getSnapshot().status).toBe('signedIn');
  });

  it('Escape cancels an in-flight login (USER_CANCELLED) and the modal opens again at once', async () => {
    const verifying = gate(h.fetch, '/v1/otp_verify_v2');
    const kit = h.kit({ fetch: verifying.fetch });
    const onError = vi.fn();
    const { open, opener } = renderModal(kit, { onError });
    await open();
    const email = 'modal.cancel@example.com';
    await enterEmail(email);
    await codeScreen();
    paste(codeBoxes()[0] as HTMLElement, await h.readCode(email));
    await screen.findByText('Checking your code…', { selector: '[role=status]' });
    expect(kit.ceremony.active).toBe('otp');

    fireEvent.keyDown(dialog(), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
    await waitFor(() => expect(outcomes).toHaveLength(1));
    expect(outcomes[0]?.error).toMatchObject({ code: 'USER_CANCELLED' });
    // The check itself ended: the ceremony is free and nothing was reported as an error.
    await waitFor(() => expect(kit.ceremony.active).toBeUndefined());
    expect(onError).not.toHaveBeenCalled();
    verifying.release();

    // Reopened at once: back on the code screen, the code typed still there and still good.
    await open();
    await codeScreen();
    expect(screen.getByText(`We sent a code to ${email}.`)).toBeDefined();
    const code = await h.readCode(email);
    expect(
      codeBoxes()
        .map((b) => (b as HTMLInputElement).value)
        .join(''),
    ).toBe(code);
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Verify' }));
    await heading('You’re signed in');
  });

  it('the close button and a backdrop click cancel too', async () => {
    const { open } = renderModal(h.kit());
    await open();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await open();
    fireEvent.click(dialog());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(outcomes).toHaveLength(2));
    expect(outcomes.map((o) => (o.error as { code?: string }).code)).toEqual([
      'USER_CANCELLED',
      'USER_CANCELLED',
    ]);
  });

  it('a configuration that cannot be read shows an error with a retry', async () => {
    let failures = 1;
    const flaky: FetchLike = (input, init) => {
      if (new URL(input).pathname === '/v1/wallet_kit_config' && failures-- > 0) {
        return Promise.reject(new TypeError('fetch failed'));
      }
      return h.fetch(input, init);
    };
    const { open } = renderModal(h.kit({ fetch: flaky }));
    await open();
    expect((await screen.findByRole('alert')).textContent).toContain('couldn’t reach the server');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await heading('Log in or sign up');
  });

  it("shares one wallet_kit_config request with the app's useWalletKitConfig, and leaves the app's query cache alone", async () => {
    const paths: string[] = [];
    const fetch: FetchLike = (input, init) => {
      paths.push(new URL(input).pathname);
      return h.fetch(input, init);
    };
    const queryClient = testQueryClient();
    function Methods() {
      const { data } = useWalletKitConfig();
      return <p>{data ? `methods: ${data.enabledProviders.join(',')}` : 'loading'}</p>;
    }
    render(
      <main>
        <Opener />
        <Methods />
        <AuthModal />
      </main>,
      { wrapper: providerWrapper(h.kit({ fetch }), {}, queryClient) },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByLabelText('Email address')).toBeDefined();
    expect(await screen.findByText(/^methods: /)).toBeDefined();
    expect(paths.filter((p) => p === '/v1/wallet_kit_config')).toHaveLength(1);
    // The app's own query is the only entry: the modal keeps its state out of the app's cache.
    expect(queryClient.getQueryCache().getAll()).toHaveLength(1);
  });

  it('switches the first screen between the e-mail and the phone field, and back', async () => {
    const { open } = renderModal(h.kit());
    await open();
    fireEvent.click(await screen.findByRole('button', { name: 'Use a phone number instead' }));
    // The phone field is a chunk of its own; it takes the focus when it arrives.
    const number = await screen.findByLabelText('Phone number');
    await waitFor(() => expect(document.activeElement).toBe(number));
    await heading('Log in or sign up');
    expect(screen.queryByLabelText('Email address')).toBeNull();
    expect(within(dialog()).queryByRole('button', { name: 'Back' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Use an email address instead' }));
    expect(await screen.findByLabelText('Email address')).toBeDefined();
  });

  it('logs in by SMS: country and number become E.164, shown grouped; back keeps the number', async () => {
    const { open } = renderModal(h.kit(), { ui: { defaultCountry: 'GB', methodOrder: ['sms'] } });
    await open();
    const number = await screen.findByLabelText('Phone number');
    const country = screen.getByRole('button', { name: 'Country: United Kingdom GB +44' });
    expect(country.getAttribute('aria-expanded')).toBe('false');
    fireEvent.change(number, { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(number?.getAttribute('aria-invalid')).toBe('true');
    // The error names the country and its code, which has its own field.
    expect(screen.getByText(/Enter a phone number for United Kingdom \(\+44\)/)).toBeDefined();
    fireEvent.change(number, { target: { value: '07700 900123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await codeScreen();
    expect(screen.getByText('We sent a code to +44 7700 900123.')).toBeDefined();
    // Back: the first screen, the phone field as it was.
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Back' }));
    expect(((await screen.findByLabelText('Phone number')) as HTMLInputElement).value).toBe(
      '07700 900123',
    );
    expect(screen.getByRole('button', { name: 'Country: United Kingdom GB +44' })).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await codeScreen();
    paste(codeBoxes()[2] as HTMLElement, await h.readCode('+447700900123'));
    await heading('You’re signed in');
  });

  it("shows the app's flag images (ui.flagUrl) in the country button and list", async () => {
    const flagUrl = (region: string) => `/flags/${region.toLowerCase()}.svg`;
    const { open } = renderModal(h.kit(), {
      ui: { methodOrder: ['sms'], countries: ['FR', 'DE'], defaultCountry: 'FR', flagUrl },
    });
    await open();
    await screen.findByLabelText('Phone number');
    // The flag stands for the code: decorative (the name says the country), not announced.
    const button = screen.getByRole('button', { name: 'Country: France +33' });
    const flag = button.querySelector('img');
    expect(flag?.getAttribute('src')).toBe('/flags/fr.svg');
    expect(flag?.getAttribute('alt')).toBe('');
    fireEvent.click(button);
    const list = await screen.findByRole('listbox', { name: 'Countries' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.querySelector('img')?.getAttribute('src')),
    ).toEqual(['/flags/fr.svg', '/flags/de.svg']);
    // An image that does not load gives way: the row shows its name alone, the button the code.
    const germany = within(list).getByRole('option', { name: /Germany/ });
    fireEvent.error(germany.querySelector('img') as HTMLImageElement);
    expect(germany.querySelector('img')).toBeNull();
    fireEvent.error(flag as HTMLImageElement);
    expect(screen.getByRole('button', { name: 'Country: France FR +33' })).toBeDefined();
  });

  it("the country list: the browser's country first, searchable, the keys pick without closing the dialog", async () => {
    const { open } = renderModal(h.kit(), { ui: { methodOrder: ['sms'] } });
    await open();
    await screen.findByLabelText('Phone number');
    // happy-dom's navigator.languages is ['en-US'].
    const button = screen.getByRole('button', { name: 'Country: United States US +1' });
    fireEvent.click(button);
    const search = screen.getByRole('combobox', { name: 'Search countries' });
    await waitFor(() => expect(document.activeElement).toBe(search));
    const list = screen.getByRole('listbox', { name: 'Countries' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-controls')).toBe(list.id);
    expect(within(list).getAllByRole('option').length).toBeGreaterThan(240);
    // The active option is the current country at first.
    const active = () =>
      document.getElementById(search.getAttribute('aria-activedescendant') ?? '');
    expect(active()?.textContent).toContain('United States');
    fireEvent.change(search, { target: { value: '+49' } });
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Germany+49']);
    fireEvent.change(search, { target: { value: 'sw' } });
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent?.slice(0, -3)),
    ).toEqual(expect.arrayContaining(['Sweden', 'Switzerland']));
    fireEvent.keyDown(search, { key: 'ArrowDown' });
    const picked = active()?.textContent ?? '';
    fireEvent.keyDown(search, { key: 'Enter' });
    // Enter picked the active country, closed the list, and sent nothing.
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(
      screen.getByRole('button', {
        name: new RegExp(`^Country: ${picked.replace(/\+.*/, '')}`),
      }),
    ).toBeDefined();
    expect(document.activeElement).toBe(screen.getByLabelText('Phone number'));
    expect(screen.queryByRole('heading', { name: 'Enter your code' })).toBeNull();
    // Escape in the list closes the list only; the focus goes back to the country.
    fireEvent.click(screen.getByRole('button', { name: /^Country:/ }));
    const again = screen.getByRole('combobox', { name: 'Search countries' });
    fireEvent.keyDown(again, { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByRole('dialog')).toBeDefined();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /^Country:/ }));
    await expectNoAxeViolations(document.body);
  });

  it("signs up with a passkey from the modal, named after the user's contact", async () => {
    const refused = Object.assign(new Error('no passkey'), { name: 'NotAllowedError' });
    let refusals = 1;
    const webauthn = softwareWebAuthn(h.sandbox, {
      refuse: () => (refusals-- > 0 ? refused : undefined),
    });
    const names: string[] = [];
    const port = {
      ...webauthn.port,
      create: (options: Parameters<typeof webauthn.port.create>[0]) => {
        names.push(options.user.name);
        return webauthn.port.create(options);
      },
    };
    const { open } = renderModal(h.kit({ passkey: { webauthn: port } }));
    await open();
    fireEvent.click(await screen.findByRole('button', { name: 'Continue with a passkey' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Create a passkey' }));
    await heading('Create a passkey');
    const name = screen.getByLabelText('Email or phone number');
    expect(document.activeElement).toBe(name);
    fireEvent.click(screen.getByRole('button', { name: 'Create passkey' }));
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(webauthn.calls).toEqual(['get']);
    fireEvent.change(name, { target: { value: ' ada@example.com ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create passkey' }));
    await heading('You’re signed in');
    expect(webauthn.calls).toEqual(['get', 'create']);
    expect(names).toEqual(['ada@example.com']);
  });

  it("the phone field offers the app's countries, in its order", async () => {
    const { open } = renderModal(h.kit(), {
      ui: { methodOrder: ['sms'], countries: ['FR', 'DE'], defaultCountry: 'DE' },
    });
    await open();
    await screen.findByLabelText('Phone number');
    fireEvent.click(screen.getByRole('button', { name: 'Country: Germany DE +49' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'France+33',
      'Germany+49',
    ]);
  });

  it('a passkey login that finds no passkey offers to create one, which signs up', async () => {
    const refused = Object.assign(new Error('no passkey'), { name: 'NotAllowedError' });
    let refusals = 1;
    const webauthn = softwareWebAuthn(h.sandbox, {
      refuse: () => (refusals-- > 0 ? refused : undefined),
    });
    const onError = vi.fn();
    const kit = h.kit({ passkey: { webauthn: webauthn.port } });
    const { open } = renderModal(kit, { onError });
    await open();
    fireEvent.click(await screen.findByRole('button', { name: 'Continue with a passkey' }));
    await heading('No passkey on this device');
    const create = await screen.findByRole('button', { name: 'Create a passkey' });
    expect(screen.getByRole('alert').textContent).toMatch(/^No passkey was used/);
    await waitFor(() => expect(document.activeElement).toBe(create));
    await expectNoAxeViolations(document.body);
    fireEvent.click(create);
    fireEvent.change(await screen.findByLabelText('Email or phone number'), {
      target: { value: 'ada@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create passkey' }));
    await heading('You’re signed in');
    expect(webauthn.calls).toEqual(['get', 'create']);
    expect(onError).not.toHaveBeenCalled();
    // Signed out, the passkey made logs in from the one entry.
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await act(() => logout(kit));
    await open();
    fireEvent.click(await screen.findByRole('button', { name: 'Continue with a passkey' }));
    await heading('You’re signed in');
    // (A login asks the authenticator twice: for the credential, then for the stamp.)
    expect(webauthn.calls).toEqual(['get', 'create', 'get', 'get']);
  });

  it('a passkey that belongs to no account here says so, and "Use another passkey" asks again', async () => {
    const webauthn = softwareWebAuthn(h.sandbox);
    // A passkey of this site that the service never registered.
    webauthn.authenticator.register({ challenge: 'AAAA' });
    const { open } = renderModal(h.kit({ passkey: { webauthn: webauthn.port } }));
    await open();
    fireEvent.click(await screen.findByRole('button', { name: 'Continue with a passkey' }));
    await heading('That didn’t work');
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /isn’t linked to an account for this app/,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Use another passkey' }));
    await heading('That didn’t work');
    expect(webauthn.calls).toEqual(['get', 'get']);
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Back' }));
    await heading('Log in or sign up');
  });

  it('offers a new code after the cooldown, on the kit clock', async () => {
    const clock = createManualClock(Date.now());
    const { open } = renderModal(h.kit({ clock }), { ui: { resendCooldownSeconds: 30 } });
    await open();
    const email = 'modal.resend@example.com';
    await enterEmail(email);
    await codeScreen();
    const first = await h.readCode(email);
    expect(
      (screen.getByRole('button', { name: 'Send a new code in 30 s' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
    await act(() => clock.advance(10_000));
    expect(
      (screen.getByRole('button', { name: 'Send a new code in 20 s' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
    // A wrong code first: its digits stay for retyping, until a new code is sent.
    const wrong = [...first].map((digit) => String((Number(digit) + 1) % 10)).join('');
    paste(codeBoxes()[0] as HTMLElement, wrong);
    await screen.findByRole('alert');
    await act(() => clock.advance(20_000));
    fireEvent.click(screen.getByRole('button', { name: 'Send a new code' }));
    await screen.findByText('We sent you a new code.');
    // A fresh form for the new code: none of the old digits, which one more typed digit would
    // otherwise complete and send.
    expect(codeBoxes().map((b) => (b as HTMLInputElement).value)).toEqual(
      first.split('').map(() => ''),
    );
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(codeBoxes()[0]));
    const messages = await h.fetch(
      `${h.sandbox.bootstrap.baseUrl}/__dev/inbox?to=${encodeURIComponent(email)}`,
      { headers: { accept: 'application/json' } },
    );
    const { messages: inbox } = (await messages.json()) as { messages: { code: string }[] };
    expect(inbox).toHaveLength(2);
    expect(
      (screen.getByRole('button', { name: 'Send a new code in 30 s' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
    paste(codeBoxes()[0] as HTMLElement, inbox[0]?.code ?? first);
    await heading('You’re signed in');
  });

  it('closes by itself after success when asked to', async () => {
    const clock = createManualClock(Date.now());
    const { open } = renderModal(h.kit({ clock }), { ui: { closeOnSuccessMs: 1500 } });
    await open();
    const email = 'modal.autoclose@example.com';
    await enterEmail(email);
    await codeScreen();
    paste(codeBoxes()[0] as HTMLElement, await h.readCode(email));
    await heading('You’re signed in');
    await act(() => clock.advance(1500));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(outcomes[0]?.result).toBeDefined();
  });

  it('replaces any string, and themes through data-theme', async () => {
    const { open } = renderModal(h.kit(), {
      ui: { theme: 'dark', strings: { methodsTitle: 'Anmelden', sendCode: 'Weiter' } },
    });
    const shown = await open();
    expect(shown?.getAttribute('data-theme')).toBe('dark');
    expect(shown.className).toContain('ewk-root');
    await heading('Anmelden');
    expect(screen.getByRole('button', { name: 'Weiter' })).toBeDefined();
  });
});

describe('<AuthModal>, the dialog patterns (Radix Dialog, WAI-ARIA APG)', () => {
  it('is described by its subtitle while one shows, and by nothing after', async () => {
    const { open } = renderModal(h.kit());
    const shown = await open();
    await heading('Log in or sign up');
    await waitFor(() => expect(shown.getAttribute('aria-describedby')).not.toBeNull());
    const described = document.getElementById(shown.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe('to Embedded Wallet Kit Sandbox');
    expect(shown.contains(described)).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Continue with a wallet' }));
    await heading('Choose a wallet');
    // No subtitle on this screen: no reference to an element that is not there.
    await waitFor(() => expect(shown.hasAttribute('aria-describedby')).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await heading('Log in or sign up');
    await waitFor(() => expect(shown.getAttribute('aria-describedby')).not.toBeNull());
  });

  it('locks the page scroll while open and gives the page its own overflow back on close', async () => {
    document.body.style.overflow = 'scroll';
    try {
      const { open } = renderModal(h.kit());
      await open();
      await heading('Log in or sign up');
      await waitFor(() => expect(document.body.style.overflow).toBe('hidden'));
      fireEvent.click(screen.getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(document.body.style.overflow).toBe('scroll');
      // Open again, then unmount while open (the provider goes away): released too.
      await open();
      await waitFor(() => expect(document.body.style.overflow).toBe('hidden'));
      cleanup();
      expect(document.body.style.overflow).toBe('scroll');
    } finally {
      document.body.style.overflow = '';
    }
  });
});

describe('<LoginButton>', () => {
  it('opens its own modal when signed out, and logs out when signed in', async () => {
    const kit = h.kit();
    render(<LoginButton />, { wrapper: providerWrapper(kit, { ui: { closeOnSuccessMs: false } }) });
    const button = screen.getByRole('button', { name: 'Log in' });
    expect(button.className).toContain('ewk-root');
    // A dialog trigger: it says it opens a dialog, and whether that dialog is open.
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.getAttribute('data-state')).toBe('closed');
    fireEvent.click(button);
    await screen.findByRole('dialog');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('data-state')).toBe('open');
    const email = 'button@example.com';
    await enterEmail(email);
    await codeScreen();
    paste(codeBoxes()[0] as HTMLElement, await h.readCode(email));
    await heading('You’re signed in');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const logout = await screen.findByRole('button', { name: 'Log out' });
    // Logging out opens nothing.
    expect(logout.hasAttribute('aria-haspopup')).toBe(false);
    expect(logout.hasAttribute('aria-expanded')).toBe(false);
    fireEvent.click(logout);
    await screen.findByRole('button', { name: 'Log in' });
  });

  it('two modals mounted: only one dialog', async () => {
    render(
      <>
        <LoginButton />
        <AuthModal />
      </>,
      { wrapper: providerWrapper(h.kit()) },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await screen.findByRole('dialog');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });
});

describe('a differently configured organization', () => {
  let other: Harness;
  beforeAll(async () => {
    other = await createHarness();
    await patchProxyConfig(
      { url: other.sandbox.bootstrap.baseUrl, fetch: other.fetch as typeof fetch },
      {
        otpLength: 8,
        otpAlphanumeric: true,
        emailCustomization: { appName: 'Acme Wallet', logoUrl: 'https://acme.test/logo.png' },
        methods: { sms: false, passkey: false, wallet: false },
        socialLogins: {
          apple: { enabled: true },
          x: { enabled: false },
          discord: { enabled: false },
        },
      },
    );
  });
  afterAll(() => other.close());

  it('shows its methods, name and logo, and an 8-character alphanumeric code', async () => {
    const { open } = renderModal(other.kit());
    const shown = await open();
    await heading('Log in or sign up');
    expect(screen.getByText('to Acme Wallet')).toBeDefined();
    expect(shown.querySelector('img.ewk-logo')?.getAttribute('src')).toBe(
      'https://acme.test/logo.png',
    );
    expect(
      within(shown)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label') ?? b.textContent),
    ).toEqual(['Close', 'Continue with Google', 'Continue with Apple', 'Continue']);
    // Two social logins: wide enough to show their names.
    expect(within(shown).getByRole('button', { name: 'Continue with Google' }).textContent).toBe(
      'Google',
    );

    const email = 'acme@example.com';
    await enterEmail(email);
    await codeScreen();
    const boxes = codeBoxes();
    expect(boxes).toHaveLength(8);
    expect(boxes[0]?.getAttribute('inputmode')).toBe('text');
    const code = await other.readCode(email);
    expect(code).toMatch(/^[0-9A-Z]{8}$/);
    paste(boxes[0] as HTMLElement, code.toLowerCase());
    await heading('You’re signed in');
  });
});
