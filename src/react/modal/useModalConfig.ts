import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type { RemoteKitConfig } from '../../core/index.js';
import { useWalletKit } from '../hooks/useWalletKit.js';
import { walletKitConfigQueryOptions } from '../query/walletKitConfigQueryOptions.js';

/** The modal's view of `wallet_kit_config`: what is there, and how to ask again. */
export interface ModalConfig {
  data: RemoteKitConfig | undefined;
  error: Error | null;
  isError: boolean;
  /** Fetches it again (the error screen's "Try again"). */
  retry(): void;
}

/**
 * `wallet_kit_config` for the modal's screens, read from the query cache the app shares
 * (`walletKitConfigQueryOptions`, which the modal prefetches and keeps for good): the cached
 * state, and a fetch when there is none or only an error when the flow mounts (as `useQuery`
 * retries on mount). Not `useQuery` itself: its observer (TanStack's `QueryObserver` and
 * `useBaseQuery`, about 4 KB gzip, the largest part of the flow's chunk) serves what the modal
 * never asks of a fixed setting (refetch on focus or interval, placeholders, `select`). The app's
 * own `useWalletKitConfig()` reads and fills the same cache entry.
 */
export function useModalConfig(): ModalConfig {
  const kit = useWalletKit();
  const queryClient = useQueryClient();
  const options = walletKitConfigQueryOptions(kit);
  const cache = queryClient.getQueryCache();
  // Stable, so a render (each key typed in the flow) does not unsubscribe and subscribe again.
  const subscribe = useCallback((listener: () => void) => cache.subscribe(listener), [cache]);
  const state = useSyncExternalStore(
    subscribe,
    () => queryClient.getQueryState(options.queryKey),
    () => queryClient.getQueryState(options.queryKey),
  );
  const fetch = () => void queryClient.fetchQuery(options).catch(() => {});
  const missing = state === undefined || (state.status === 'error' && state.fetchStatus === 'idle');
  // On mount, and when the entry is gone (an app's `queryClient.clear()`), not on each failure.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    if (missing) fetch();
  }, [queryClient, state === undefined]);
  return {
    data: state?.data,
    error: state?.error ?? null,
    isError: state?.status === 'error' && state.fetchStatus === 'idle',
    retry: fetch,
  };
}
