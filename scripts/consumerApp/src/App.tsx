import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  LoginButton,
  useSession,
  WalletKitProvider,
  type WalletKitProviderConfig,
} from 'embedded-wallet-kit/react';
import 'embedded-wallet-kit/styles.css';
import type { ReactElement } from 'react';

function Status(): ReactElement {
  const { status } = useSession();
  return (
    <p data-testid="status" data-status={status}>
      {status}
    </p>
  );
}

/** What an app does with the kit: its own QueryClient, the provider, the drop-in button, a hook. */
export function App({
  config,
  queryClient,
}: {
  config: WalletKitProviderConfig;
  queryClient: QueryClient;
}): ReactElement {
  return (
    <QueryClientProvider client={queryClient}>
      <WalletKitProvider config={config}>
        <LoginButton />
        <Status />
      </WalletKitProvider>
    </QueryClientProvider>
  );
}

export const newQueryClient = () => new QueryClient();
