// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LoginButton } from '../../../../src/react/modal/loginButton.js';
import { walletPanelChunk } from '../../../../src/react/modal/walletPanelChunk.js';
import { createHarness, type Harness, providerWrapper } from '../../../support/harness.js';

// The chunk's load is the one thing swapped: the network cannot fail on cue in happy-dom. What
// it resolves with is the real wallet screen.
vi.mock('../../../../src/react/modal/walletPanelChunk.js', () => ({
  walletPanelChunk: { load: vi.fn(), loaded: () => undefined },
}));
const load = vi.mocked(walletPanelChunk.load);
const realPanel = () =>
  import('../../../../src/react/modal/wallets/walletPanel.js').then((module) => module.WalletPanel);

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterEach(() => {
  cleanup();
  load.mockReset();
});
afterAll(() => h.close());

async function openMethods() {
  render(<LoginButton />, {
    wrapper: providerWrapper(h.kit(), { ui: { closeOnSuccessMs: false } }),
  });
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
  return screen.findByRole('button', { name: 'Continue with a wallet' });
}

describe('<LazyScreen>: the wallet screen, loaded on demand', () => {
  it('is fetched when the pointer reaches the wallet button, before the user picks it', async () => {
    const chunk = deferred<Awaited<ReturnType<typeof realPanel>>>();
    load.mockReturnValue(chunk.promise);
    const button = await openMethods();
    expect(load).not.toHaveBeenCalled();
    fireEvent.pointerEnter(button);
    expect(load).toHaveBeenCalledTimes(1);
    chunk.resolve(await realPanel());
    fireEvent.click(screen.getByRole('button', { name: 'Continue with a wallet' }));
    await screen.findByText(/^Looking for wallets|^No wallet found/);
    expect(screen.getByRole('heading', { name: 'Choose a wallet' })).toBeDefined();
  });

  it('holds the focus inside the dialog while it loads, and says so when it cannot load', async () => {
    let chunk = deferred<Awaited<ReturnType<typeof realPanel>>>();
    load.mockImplementation(() => chunk.promise);
    fireEvent.click(await openMethods());
    const dialog = screen.getByRole('dialog');
    const loading = await within(dialog).findByRole('status');
    expect(loading.textContent).toBe('Loading…');
    await waitFor(() => expect(loading.parentElement).toBe(document.activeElement));
    expect(screen.getByRole('heading', { name: 'Choose a wallet' })).toBeDefined();

    // React reports the error the boundary catches on the console: expected here.
    const report = vi.spyOn(console, 'error').mockImplementation(() => {});
    chunk.reject(new TypeError('Failed to fetch dynamically imported module'));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe(
      'We couldn’t reach the server. Check your connection and try again.',
    );
    report.mockRestore();
    const retry = within(dialog).getByRole('button', { name: 'Try again' });
    await waitFor(() => expect(document.activeElement).toBe(retry));

    // Try again loads it afresh (React keeps a failed lazy component failed).
    chunk = deferred();
    chunk.resolve(await realPanel());
    fireEvent.click(retry);
    await waitFor(() => expect(within(dialog).queryByRole('alert')).toBeNull());
    await within(dialog).findByText(/No wallet found|Looking for wallets/);
    expect(dialog.contains(document.activeElement)).toBe(true);
  });
});
