// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { KitError, type WalletKit } from '../../../../src/core/index.js';
import { loadPasskeyCeremonies } from '../../../../src/core/passkeys/loadPasskeyCeremonies.js';
import { AuthModal } from '../../../../src/react/modal/authModal.js';
import { useAuthModal } from '../../../../src/react/modal/useAuthModal.js';
import { patchProxyConfig } from '../../../../src/testing/proxyConfig.js';
import { createHarness, type Harness, providerWrapper } from '../../../support/harness.js';
import { softwareWebAuthn } from '../../../support/sandboxKit.js';

// The real loader, watched: every call the modal or the passkey actions make goes through it.
vi.mock('../../../../src/core/passkeys/loadPasskeyCeremonies.js', async (importOriginal) => {
  const real =
    await importOriginal<typeof import('../../../../src/core/passkeys/loadPasskeyCeremonies.js')>();
  return { ...real, loadPasskeyCeremonies: vi.fn(real.loadPasskeyCeremonies) };
});
const load = vi.mocked(loadPasskeyCeremonies);

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterEach(() => {
  cleanup();
  load.mockClear();
  vi.restoreAllMocks();
});
afterAll(() => h.close());

function Opener() {
  const modal = useAuthModal();
  return (
    <button type="button" onClick={() => modal.open().catch(() => {})}>
      Open
    </button>
  );
}

async function openModal(kit: WalletKit) {
  render(
    <main>
      <Opener />
      <AuthModal />
    </main>,
    { wrapper: providerWrapper(kit, { ui: { closeOnSuccessMs: false } }) },
  );
  fireEvent.click(screen.getByRole('button', { name: 'Open' }));
  await screen.findByRole('heading', { name: 'Log in or sign up' });
}

/** A browser with no passkey for the site answers the first prompt `NotAllowedError`. */
function noPasskeyOnce() {
  let refusals = 1;
  const refused = Object.assign(new Error('no passkey'), { name: 'NotAllowedError' });
  return () => (refusals-- > 0 ? refused : undefined);
}

/**
 * The one passkey entry, which finds no passkey (`noPasskeyOnce`), then "Create a passkey", its
 * name, and "Create passkey".
 */
async function signUp() {
  fireEvent.click(screen.getByRole('button', { name: 'Continue with a passkey' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Create a passkey' }));
  fireEvent.change(await screen.findByLabelText('Email or phone number'), {
    target: { value: 'grace@example.com' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Create passkey' }));
}

describe('<AuthModal> and the passkey chunk', () => {
  it('fetches the passkey ceremonies on the intent to click, not when the modal opens', async () => {
    const webauthn = softwareWebAuthn(h.sandbox, { refuse: noPasskeyOnce() });
    await openModal(h.kit({ passkey: { webauthn: webauthn.port } }));
    const button = await screen.findByRole('button', { name: 'Continue with a passkey' });
    expect(load).not.toHaveBeenCalled();
    fireEvent.pointerEnter(button);
    expect(load).toHaveBeenCalledTimes(1);
    // The click finds the chunk loaded: the ceremony's own load resolves from the same promise.
    const prefetched = load.mock.results[0]?.value;
    await signUp();
    await screen.findByRole('heading', { name: 'You’re signed in' });
    expect(webauthn.calls).toEqual(['get', 'create']);
    expect(load).toHaveBeenCalledTimes(3);
    expect(load.mock.results[1]?.value).toBe(prefetched);
    expect(load.mock.results[2]?.value).toBe(prefetched);
  });

  it('a failed prefetch neither throws nor logs, and the click loads the chunk again', async () => {
    const logged = [
      vi.spyOn(console, 'error').mockImplementation(() => {}),
      vi.spyOn(console, 'warn').mockImplementation(() => {}),
      vi.spyOn(console, 'log').mockImplementation(() => {}),
    ];
    load.mockRejectedValueOnce(
      new KitError('NETWORK_ERROR', 'the passkey code could not be loaded'),
    );
    const webauthn = softwareWebAuthn(h.sandbox, { refuse: noPasskeyOnce() });
    await openModal(h.kit({ passkey: { webauthn: webauthn.port } }));
    fireEvent.focus(await screen.findByRole('button', { name: 'Continue with a passkey' }));
    expect(load).toHaveBeenCalledTimes(1);
    await expect(load.mock.results[0]?.value).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
    // The methods stay as they were: no error shown for a prefetch.
    expect(screen.queryByRole('alert')).toBeNull();
    await signUp();
    await screen.findByRole('heading', { name: 'You’re signed in' });
    expect(load).toHaveBeenCalledTimes(3);
    for (const spy of logged) expect(spy).not.toHaveBeenCalled();
  });
});

describe('an organization without passkeys', () => {
  let other: Harness;
  beforeAll(async () => {
    other = await createHarness();
    await patchProxyConfig(
      { url: other.sandbox.bootstrap.baseUrl, fetch: other.fetch as typeof fetch },
      { methods: { passkey: false } },
    );
  });
  afterAll(() => other.close());

  it('does not fetch the passkey chunk', async () => {
    await openModal(other.kit());
    // The e-mail field is there, so the methods (and their effects) have rendered.
    await screen.findByRole('textbox', { name: 'Email address' });
    expect(screen.queryByRole('button', { name: 'Continue with a passkey' })).toBeNull();
    expect(load).not.toHaveBeenCalled();
  });
});
