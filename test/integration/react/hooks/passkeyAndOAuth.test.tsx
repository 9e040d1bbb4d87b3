// Node environment with a happy-dom DOM (first import): the dev OAuth provider needs Node's
// fetch classes, which the happy-dom environment replaces.
import '../../../support/react/domGlobals.js';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { useLogout } from '../../../../src/react/hooks/useLogout.js';
import { useOAuth } from '../../../../src/react/hooks/useOAuth.js';
import { usePasskeyLogin } from '../../../../src/react/hooks/usePasskeyLogin.js';
import { usePasskeySignup } from '../../../../src/react/hooks/usePasskeySignup.js';
import { useSession } from '../../../../src/react/hooks/useSession.js';
import { createHarness, type Harness, providerWrapper } from '../../../support/harness.js';
import { closeDomGlobals } from '../../../support/react/domGlobals.js';
import { scriptedPopup, softwareWebAuthn } from '../../../support/sandboxKit.js';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
  await closeDomGlobals();
});

describe('usePasskeySignup and usePasskeyLogin', () => {
  it('signs up with a passkey, logs out, and logs back in with it', async () => {
    const webauthn = softwareWebAuthn(h.sandbox);
    const kit = h.kit({ passkey: { webauthn: webauthn.port } });
    const onAuthenticationSuccess = vi.fn();
    const { result } = renderHook(
      () => ({
        signup: usePasskeySignup(),
        login: usePasskeyLogin(),
        logout: useLogout(),
        session: useSession(),
      }),
      { wrapper: providerWrapper(kit, { onAuthenticationSuccess }) },
    );
    const created = await act(() => result.current.signup.signup({ userName: 'Grace' }));
    expect(created.created).toBe(true);
    await waitFor(() => expect(result.current.signup.isSuccess).toBe(true));
    expect(result.current.session.session?.userId).toBe(created.session.userId);

    await act(() => result.current.logout.mutateAsync());
    expect(result.current.session.status).toBe('signedOut');

    const again = await act(() => result.current.login.login());
    expect(again.session.userId).toBe(created.session.userId);
    expect(result.current.session.status).toBe('signedIn');
    expect(webauthn.calls).toEqual(['create', 'get', 'get']);
    expect(onAuthenticationSuccess).toHaveBeenCalledTimes(2);
  });

  it('a dismissed prompt is USER_CANCELLED and not an error', async () => {
    const refused = Object.assign(new Error('dismissed'), { name: 'NotAllowedError' });
    const webauthn = softwareWebAuthn(h.sandbox, { refuse: () => refused });
    const onError = vi.fn();
    const { result } = renderHook(() => usePasskeyLogin(), {
      wrapper: providerWrapper(h.kit({ passkey: { webauthn: webauthn.port } }), { onError }),
    });
    await act(async () => {
      await expect(result.current.login()).rejects.toMatchObject({ code: 'USER_CANCELLED' });
    });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(onError).not.toHaveBeenCalled();
  });
});

describe('useOAuth', () => {
  it('logs in with Google in a popup opened inside the call (the dev OIDC provider)', async () => {
    const popup = scriptedPopup(h.sandbox, { email: 'oauth.hook@example.com', name: 'Hook' });
    const kit = h.kit({ oauth: { popup: popup.port } });
    const { result } = renderHook(
      () => ({ oauth: useOAuth({ provider: 'google' }), session: useSession() }),
      {
        wrapper: providerWrapper(kit),
      },
    );
    const login = await act(() => result.current.oauth.login());
    expect(login.created).toBe(true);
    expect(popup.opened).toHaveLength(1);
    expect(result.current.session.status).toBe('signedIn');
    await waitFor(() => expect(result.current.oauth.isSuccess).toBe(true));
  });

  it('logs in with an OAuth 2.0-only provider named per call (X: PKCE, oauth2_authenticate)', async () => {
    const popup = scriptedPopup(h.sandbox, { email: 'x.hook@example.com' });
    const { result } = renderHook(() => useOAuth(), {
      wrapper: providerWrapper(h.kit({ oauth: { popup: popup.port } })),
    });
    const login = await act(() => result.current.login({ provider: 'x' }));
    expect(login.session.userId).not.toBe('');
  });

  it('closing the popup is USER_CANCELLED; no provider at all is INVALID_ARGUMENT', async () => {
    const popup = scriptedPopup(h.sandbox, { action: 'close' });
    const onError = vi.fn();
    const { result } = renderHook(() => useOAuth(), {
      wrapper: providerWrapper(h.kit({ oauth: { popup: popup.port } }), { onError }),
    });
    await act(async () => {
      await expect(result.current.login({ provider: 'discord' })).rejects.toMatchObject({
        code: 'USER_CANCELLED',
      });
      await expect(result.current.login()).rejects.toMatchObject({ code: 'INVALID_ARGUMENT' });
    });
    expect(onError).not.toHaveBeenCalled();
  });
});
