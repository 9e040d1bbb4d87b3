import { useMemo } from 'react';
import { createSignedFetch, type SignedFetch } from '../../core/index.js';
import { useWalletKit } from './useWalletKit.js';

/**
 * A `fetch` for the app's own backend that signs each request with the current session (core
 * `createSignedFetch`); `embedded-wallet-kit/server` tells the backend who is calling. The same
 * function for the provider's life. With no session it fails with `SESSION_MISSING`.
 */
export function useSignedFetch(
  parameters: { fetch?: (request: Request) => Promise<Response> } = {},
): SignedFetch {
  const kit = useWalletKit();
  const { fetch } = parameters;
  return useMemo(() => createSignedFetch(kit, fetch ? { fetch } : {}), [kit, fetch]);
}
