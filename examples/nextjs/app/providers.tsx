'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { WalletKitProvider, type WalletKitProviderConfig } from 'embedded-wallet-kit/react';
import { type ReactNode, useState } from 'react';

// Public values: the browser needs them. Point them at `npx embedded-wallet-kit-sandbox` in
// development (its /__dev/info prints them) or at the production service.
const config: WalletKitProviderConfig = {
  authProxyUrl: process.env.NEXT_PUBLIC_EWK_AUTH_PROXY_URL ?? 'http://localhost:8787',
  authProxyConfigId: process.env.NEXT_PUBLIC_EWK_AUTH_PROXY_CONFIG_ID ?? 'set-me',
  baseUrl: process.env.NEXT_PUBLIC_EWK_BASE_URL ?? 'http://localhost:8787',
  organizationId: process.env.NEXT_PUBLIC_EWK_ORGANIZATION_ID ?? 'set-me',
};

/** A client component: the provider holds state and context, so it cannot be a server component. */
export function Providers({ children }: { children: ReactNode }) {
  // One QueryClient per browser tab (and per server request), never shared between users.
  const [queryClient] = useState(() => new QueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <WalletKitProvider config={config}>{children}</WalletKitProvider>
    </QueryClientProvider>
  );
}
