// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createMemoryKeyStore,
  createMemoryStorage,
  type FetchLike,
  initOtp,
  verifyOtp,
} from '../../../src/core/index.js';
import { useWalletKitContext } from '../../../src/react/context/useWalletKitContext.js';
import { useSession } from '../../../src/react/hooks/useSession.js';
import { useWalletKit } from '../../../src/react/hooks/useWalletKit.js';
import { useWalletKitConfig } from '../../../src/react/hooks/useWalletKitConfig.js';
import { useKitQueryClient } from '../../../src/react/query/useKitQueryClient.js';
import { WalletKitProvider } from '../../../src/react/walletKitProvider.js';
import { createManualClock } from '../../support/core/manualClock.js';
import { createHarness, type Harness, providerWrapper } from '../../support/harness.js';

function Consumer() {
  const { data } = useWalletKitConfig();
  return <p>{data ? data.enabledProviders.join(',') : 'loading'}</p>;
}

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

describe('<WalletKitProvider>', () => {
  it("uses the enclosing QueryClientProvider's client", () => {
    const app = new QueryClient();
    const kit = h.kit();
    const { result } = renderHook(() => useQueryClient(), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <QueryClientProvider client={app}>
          <WalletKitProvider config={kit.options} kit={kit}>
            {children}
          </WalletKitProvider>
        </QueryClientProvider>
      ),
    });
    expect(result.current).toBe(app);
  });

  it('makes its own client when there is none, only once a hook needs it, and keeps it', () => {
    const kit = h.kit();
    const { result, rerender } = renderHook(
      () => ({ context: useWalletKitContext(), client: useKitQueryClient() }),
      {
        wrapper: ({ children }: { children: ReactNode }) => (
          <WalletKitProvider config={kit.options} kit={kit}>
            {children}
          </WalletKitProvider>
        ),
      },
    );
    const first = result.current.client;
    expect(first).toBeInstanceOf(QueryClient);
    expect(result.current.context.queries).toEqual({ given: undefined, own: first });
    rerender();
    expect(result.current.client).toBe(first);
  });

  it('makes no client for a tree that uses no query hook (the modal needs none)', () => {
    const kit = h.kit();
    const { result } = renderHook(() => useWalletKitContext(), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <WalletKitProvider config={kit.options} kit={kit}>
          {children}
        </WalletKitProvider>
      ),
    });
    expect(result.current.queries).toEqual({ given: undefined });
  });

  it('prefers a client given as a prop', () => {
    const given = new QueryClient();
    const { result } = renderHook(() => useQueryClient(), {
      wrapper: providerWrapper(h.kit(), {}, given),
    });
    expect(result.current).toBe(given);
  });

  it('creates the kit from its config when none is given', async () => {
    const config = {
      ...h.options,
      storage: createMemoryStorage(),
      keyStore: createMemoryKeyStore(),
      broadcastChannel: null,
      locks: null,
    };
    const { result, unmount } = renderHook(
      () => ({ kit: useWalletKit(), config: useWalletKitConfig() }),
      {
        wrapper: ({ children }: { children: ReactNode }) => (
          <WalletKitProvider config={config}>{children}</WalletKitProvider>
        ),
      },
    );
    await waitFor(() => expect(result.current.config.isSuccess).toBe(true));
    expect(result.current.kit.options.authProxyConfigId).toBe(h.options.authProxyConfigId);
    expect(result.current.config.data?.organizationId).toBe(h.options.organizationId);
    unmount();
  });

  it('hooks outside a provider fail with a clear FAILED_PRECONDITION', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useSession())).toThrow(
      expect.objectContaining({ code: 'FAILED_PRECONDITION' }),
    );
    spy.mockRestore();
  });
});

describe('useWalletKitConfig', () => {
  it('reads wallet_kit_config once and serves it from the cache', async () => {
    const requests: string[] = [];
    const counting: FetchLike = (input, init) => {
      requests.push(new URL(input).pathname);
      return h.fetch(input, init);
    };
    const kit = h.kit({ fetch: counting });
    const wrapper = providerWrapper(kit);
    const { unmount } = render(
      <>
        <Consumer />
        <Consumer />
      </>,
      { wrapper },
    );
    await waitFor(() => expect(screen.getAllByText(/email/)).toHaveLength(2));
    unmount();
    const again = renderHook(() => useWalletKitConfig(), { wrapper });
    expect(again.result.current.data?.enabledProviders).toContain('email');
    expect(requests.filter((path) => path === '/v1/wallet_kit_config')).toHaveLength(1);
  });
});

describe('session callbacks', () => {
  it('beforeSessionExpiry and onSessionExpired fire on the kit clock', async () => {
    const clock = createManualClock(Date.now());
    const kit = h.kit({ clock, session: { autoRefresh: false, warningLeadMs: 60_000 } });
    const beforeSessionExpiry = vi.fn();
    const onSessionExpired = vi.fn();
    const { result } = renderHook(() => useSession(), {
      wrapper: providerWrapper(kit, { beforeSessionExpiry, onSessionExpired }),
    });
    const email = 'expiry.hook@example.com';
    const handle = await initOtp(kit, { otpType: 'OTP_TYPE_EMAIL', contact: email });
    const login = await act(async () => verifyOtp(kit, { handle, code: await h.readCode(email) }));
    await waitFor(() => expect(result.current.status).toBe('signedIn'));
    const lifetime = login.session.expiresAt - clock.now();

    await act(() => clock.advance(lifetime - 60_000));
    expect(beforeSessionExpiry).toHaveBeenCalledTimes(1);
    expect(beforeSessionExpiry.mock.calls[0]?.[0]).toMatchObject({
      session: { userId: login.session.userId },
    });
    expect(result.current.expiringSoon).toBe(true);
    expect(onSessionExpired).not.toHaveBeenCalled();

    await act(() => clock.advance(60_000));
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(result.current.status).toBe('signedOut');
  });
});
