/**
 * The interop page of the production React kit (`@turnkey/react-wallet-kit`, newest release),
 * running unchanged in Chromium against a sandbox: its provider, its own modal, its hooks. The
 * Playwright rows (reactWalletKit.spec.ts) click through the modal like a user; this page only
 * mounts the provider with the app configuration a developer writes, offers the buttons an app
 * would (log in, sign a message, log out) and prints what the kit's hook says.
 */
import '@turnkey/react-wallet-kit/styles.css';
import { TurnkeyProvider, type TurnkeyProviderConfig, useTurnkey } from '@turnkey/react-wallet-kit';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';

export interface KitSetup {
  apiBaseUrl: string;
  authProxyUrl: string;
  authProxyConfigId: string;
  organizationId: string;
  rpId: string;
  /** The sandbox's OTP bundle signer (see sandboxOtpKey.ts). */
  tlsFetcherKey: string;
}

declare global {
  interface Window {
    __kitSetup?: KitSetup;
  }
}

const ETHEREUM_ACCOUNT = {
  curve: 'CURVE_SECP256K1',
  pathFormat: 'PATH_FORMAT_BIP32',
  path: "m/44'/60'/0'/0/0",
  addressFormat: 'ADDRESS_FORMAT_ETHEREUM',
} as const;

/** The configuration an app writes; nothing here is specific to the sandbox but its URLs. */
function configOf(setup: KitSetup): TurnkeyProviderConfig {
  const wallet = { walletName: 'Interop wallet', walletAccounts: [ETHEREUM_ACCOUNT] };
  return {
    apiBaseUrl: setup.apiBaseUrl,
    authProxyUrl: setup.authProxyUrl,
    authProxyConfigId: setup.authProxyConfigId,
    organizationId: setup.organizationId,
    passkeyConfig: { rpId: setup.rpId },
    walletConfig: {
      features: { auth: true, connecting: false },
      chains: { ethereum: { native: true }, solana: { native: true } },
    },
    auth: {
      autoRefreshSession: true,
      createSuborgParams: {
        emailOtpAuth: { customWallet: wallet },
        smsOtpAuth: { customWallet: wallet },
        passkeyAuth: { customWallet: wallet },
        oauth: { customWallet: wallet },
      },
    },
  } as TurnkeyProviderConfig;
}

const MESSAGE = 'Interop: sign this message';

function App() {
  const kit = useTurnkey();
  const [signature, setSignature] = useState('');
  const [error, setError] = useState('');
  const account = kit.wallets
    .flatMap((w) => w.accounts)
    .find((a) => a.addressFormat === 'ADDRESS_FORMAT_ETHEREUM' && a.source !== 'connected');
  const report = (e: unknown) => setError(e instanceof Error ? e.message : String(e));
  return (
    <main>
      <p id="client-state">{kit.clientState ?? 'none'}</p>
      <p id="auth-state">{kit.authState}</p>
      <p id="session">
        {kit.session
          ? JSON.stringify({
              userId: kit.session.userId,
              organizationId: kit.session.organizationId,
              expiry: kit.session.expiry,
            })
          : ''}
      </p>
      <p id="address">{account?.address ?? ''}</p>
      <p id="signature">{signature}</p>
      <p id="error">{error}</p>
      <button id="login" type="button" onClick={() => kit.handleLogin().catch(report)}>
        Log in
      </button>
      <button
        id="sign"
        type="button"
        disabled={!account}
        onClick={() =>
          account &&
          kit
            .handleSignMessage({ message: MESSAGE, walletAccount: account })
            .then((s) => setSignature(JSON.stringify({ ...s, message: MESSAGE })))
            .catch(report)
        }
      >
        Sign message
      </button>
      <button id="logout" type="button" onClick={() => kit.logout().catch(report)}>
        Log out
      </button>
    </main>
  );
}

const setup = window.__kitSetup;
const root = document.getElementById('root');
if (setup && root) {
  window.__sandboxTlsFetcherKey = setup.tlsFetcherKey;
  createRoot(root).render(
    <StrictMode>
      <TurnkeyProvider config={configOf(setup)}>
        <App />
      </TurnkeyProvider>
    </StrictMode>,
  );
}
