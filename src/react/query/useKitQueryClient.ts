import { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useWalletKitContext } from '../context/useWalletKitContext.js';

/**
 * The `QueryClient` the kit's hooks use (the provider's slot, walletKitContext.ts): the app's, or
 * the kit's own, made here at the first hook that needs one and mounted while hooks use it, as
 * `<QueryClientProvider>` mounts a client (refetch on focus and reconnect; `mount` counts).
 */
export function useKitQueryClient(): QueryClient {
  const { queries } = useWalletKitContext();
  if (!queries.given && !queries.own) queries.own = new QueryClient();
  const client = (queries.given ?? queries.own) as QueryClient;
  const own = client === queries.own;
  useEffect(() => {
    if (!own) return;
    client.mount();
    return () => client.unmount();
  }, [client, own]);
  return client;
}
