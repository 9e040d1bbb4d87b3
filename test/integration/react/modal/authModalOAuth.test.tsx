// Node environment with a happy-dom DOM (first import): the dev OAuth provider needs Node's
// fetch classes, which the happy-dom environment replaces.
import '../../../support/react/domGlobals.js';
import { cleanup, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  completeOAuthRedirect,
  createMemoryKeyStore,
  createMemoryStorage,
} from '../../../../src/core/index.js';
import { useOAuthRedirectResult } from '../../../../src/react/hooks/useOAuthRedirectResult.js';
import { useSession } from '../../../../src/react/hooks/useSession.js';
import { LoginButton } from '../../../../src/react/modal/loginButton.js';
import { createHarness, type Harness, providerWrapper } from '../../../support/harness.js';
import { closeDomGlobals } from '../../../support/react/domGlobals.js';
import { driveDevProvider, scriptedPopup } from '../../../support/sandboxKit.js';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterEach(cleanup);
afterAll(async () => {
  await h.close();
  await closeDomGlobals();
});

const heading = (name: string) => screen.findByRole('heading', { name });

describe('<AuthModal> social logins', () => {
  it('logs in with Google in a popup, showing the wait', async () => {
    const popup = scriptedPopup(h.sandbox, { email: 'modal.google@example.com' });
    let opens = 0;
    const port = {
      ...popup.port,
      open: () => {
        opens++;
        return popup.port.open();
      },
    };
    render(
      <main>
        <LoginButton />
      </main>,
      {
        wrapper: providerWrapper(h.kit({ oauth: { popup: port } }), {
          ui: { closeOnSuccessMs: false },
        }),
      },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    // The popup opened synchronously inside the click (browsers block it after an await),
    // through the modal, the hook and the mutation.
    expect(opens).toBe(1);
    expect(screen.getByRole('status').textContent).toContain('Waiting for Google…');
    await heading('You’re signed in');
    expect(popup.opened).toHaveLength(1);
  });

  it('a closed popup returns quietly to the methods', async () => {
    const popup = scriptedPopup(h.sandbox, { action: 'close' });
    render(<LoginButton />, { wrapper: providerWrapper(h.kit({ oauth: { popup: popup.port } })) });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Continue with Discord' }));
    await screen.findByText('Waiting for Discord…');
    await heading('Log in or sign up');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('redirect mode leaves the page; back from the provider, useOAuthRedirectResult logs in', async () => {
    const left: string[] = [];
    const keyStore = createMemoryKeyStore();
    const pendingStorage = createMemoryStorage();
    const kit = h.kit({ keyStore, pendingStorage, oauth: { navigate: (url) => left.push(url) } });
    render(<LoginButton />, { wrapper: providerWrapper(kit, { ui: { oauthMode: 'redirect' } }) });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Continue with X' }));
    await screen.findByText('Waiting for X…');
    await waitFor(() => expect(left).toHaveLength(1));
    const url = new URL(left[0] as string);
    expect(url.pathname).toBe('/oauth/auth');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    cleanup();

    // The provider, then its redirect page (which stores the answer in the tab's storage).
    const back = await driveDevProvider(h.sandbox, url.href, { email: 'redirect@example.com' });
    completeOAuthRedirect({ url: back, opener: null, storage: pendingStorage, navigate: () => {} });

    // The app page again, with a new kit on the same tab storage and key store.
    const onAuthenticationSuccess = vi.fn();
    const reloaded = h.kit({ keyStore, pendingStorage });
    const { result } = renderHook(
      () => ({ resume: useOAuthRedirectResult(), session: useSession() }),
      {
        wrapper: providerWrapper(reloaded, { onAuthenticationSuccess }),
      },
    );
    await waitFor(() => expect(result.current.resume.isSuccess).toBe(true));
    expect(result.current.resume.data?.created).toBe(true);
    expect(result.current.session.status).toBe('signedIn');
    expect(onAuthenticationSuccess).toHaveBeenCalledTimes(1);
  });

  it('useOAuthRedirectResult answers null when no redirect login is pending', async () => {
    const { result } = renderHook(() => useOAuthRedirectResult(), {
      wrapper: providerWrapper(h.kit()),
    });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toBeNull();
  });
});
