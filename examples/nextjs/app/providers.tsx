'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { sandboxConfig } from 'embedded-wallet-kit';
import { WalletKitProvider, type WalletKitProviderConfig } from 'embedded-wallet-kit/react';
import { type ReactNode, useState } from 'react';

// Public values: the browser needs them. In development, the sandbox writes its whole kit config
// (URLs, ids and the keys to pin) into .env.local:
//   npx embedded-wallet-kit-sandbox --write-env .env.local --env-name NEXT_PUBLIC_EWK_SANDBOX
// Without it, the production service's settings come from their own variables.
const sandbox = process.env.NEXT_PUBLIC_EWK_SANDBOX;
const config: WalletKitProviderConfig = sandbox
  ? sandboxConfig(sandbox)
  : {
      authProxyUrl: process.env.NEXT_PUBLIC_EWK_AUTH_PROXY_URL ?? '',
      authProxyConfigId: process.env.NEXT_PUBLIC_EWK_AUTH_PROXY_CONFIG_ID ?? '',
      baseUrl: process.env.NEXT_PUBLIC_EWK_BASE_URL ?? '',
      organizationId: process.env.NEXT_PUBLIC_EWK_ORGANIZATION_ID ?? '',
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
