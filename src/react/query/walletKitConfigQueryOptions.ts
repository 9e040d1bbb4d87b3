import { queryOptions } from '@tanstack/react-query';
import type { WalletKit } from '../../core/index.js';
import { walletKitConfigQueryKey } from './queryKeys.js';

/**
 * `wallet_kit_config` (wire-details, "Auth proxy requests and responses"): the organization's
 * enabled login methods, OTP format and OAuth settings. Read once and kept: it changes only
 * when the organization edits its proxy configuration.
 */
export function walletKitConfigQueryOptions(kit: WalletKit) {
  return queryOptions({
    queryKey: walletKitConfigQueryKey(kit.options.authProxyConfigId),
    queryFn: ({ signal }) => kit.remoteConfig({ signal }),
    staleTime: Number.POSITIVE_INFINITY,
    // Kept while the page lives, watched or not: the modal reads it without an observer
    // (useModalConfig.ts), and an open modal must not lose it to garbage collection.
    gcTime: Number.POSITIVE_INFINITY,
    // The transport already retries this idempotent read with backoff (core `createTransport`).
    retry: false,
  });
}
