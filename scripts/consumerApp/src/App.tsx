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

/**
 * The README's quick start: the provider, the drop-in button and a hook, with no
 * `QueryClientProvider` (the modal and `useSession` need none).
 */
export function App({ config }: { config: WalletKitProviderConfig }): ReactElement {
  return (
    <WalletKitProvider config={config}>
      <LoginButton />
      <Status />
    </WalletKitProvider>
  );
}
