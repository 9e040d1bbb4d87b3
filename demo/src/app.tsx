import type { WalletKit, WalletParams } from 'embedded-wallet-kit';
import {
  AccountButton,
  LoginButton,
  useAuthModal,
  useSession,
  WalletKitProvider,
  type WalletKitProviderConfig,
  type WalletKitUiOptions,
} from 'embedded-wallet-kit/react';
import { useMemo, useState } from 'react';
import { Dashboard } from './dashboard.js';
import { DEMO_APP_NAME } from './demoAppName.js';
import { demoKitOptions } from './demoKitOptions.js';
import { rememberLogin, rememberProofFailure } from './lastSignup.js';
import { ProofFailureNotice } from './panels/proofFailureNotice.js';
import type { SandboxInfo } from './sandboxInfo.js';

type Theme = 'auto' | 'light' | 'dark';
const THEME_KEY = 'ewk-demo:theme';

/** Every new user gets an Ethereum wallet at signup: the session panel checks its app proof. */
const DEMO_WALLET: WalletParams = {
  walletName: 'Demo wallet',
  accounts: [
    {
      curve: 'CURVE_SECP256K1',
      pathFormat: 'PATH_FORMAT_BIP32',
      path: "m/44'/60'/0'/0/0",
      addressFormat: 'ADDRESS_FORMAT_ETHEREUM',
      name: 'Ethereum',
    },
    {
      curve: 'CURVE_ED25519',
      pathFormat: 'PATH_FORMAT_BIP32',
      path: "m/44'/501'/0'/0'",
      addressFormat: 'ADDRESS_FORMAT_SOLANA',
      name: 'Solana',
    },
  ],
};

/**
 * Knobs for the e2e suite: the modal's first screen as an app would set it, e.g.
 * `?methodOrder=passkey,email&oauthOrder=discord,google&termsUrl=/terms&privacyUrl=/privacy`.
 */
function firstScreenOptions(params: URLSearchParams): WalletKitUiOptions {
  const list = (name: string) => params.get(name)?.split(',').filter(Boolean);
  const methodOrder = list('methodOrder') as WalletKitUiOptions['methodOrder'];
  const oauthOrder = list('oauthOrder') as WalletKitUiOptions['oauthOrder'];
  const termsUrl = params.get('termsUrl');
  const privacyUrl = params.get('privacyUrl');
  return {
    ...(methodOrder ? { methodOrder } : {}),
    ...(oauthOrder ? { oauthOrder } : {}),
    ...(termsUrl ? { termsUrl } : {}),
    ...(privacyUrl ? { privacyUrl } : {}),
  };
}

function readTheme(): Theme {
  const saved = localStorage.getItem(THEME_KEY);
  return saved === 'light' || saved === 'dark' ? saved : 'auto';
}

/** `kit`: made by main.tsx, which restores the session before the first render. */
export function App({ info, kit }: { info: SandboxInfo; kit: WalletKit }) {
  const [theme, setTheme] = useState<Theme>(readTheme);
  // Knobs for the e2e suite: `?closeOnSuccess=off` keeps the modal's success screen up;
  // `?walletGuard=on` keeps the kit's default shared-account rule for wallet logins; the first
  // screen's options (firstScreenOptions). The kit's own knobs are in demoKitOptions.
  const params = new URLSearchParams(location.search);
  const keepSuccess = params.get('closeOnSuccess') === 'off';
  const walletGuard = params.get('walletGuard') === 'on';
  const firstScreen = useMemo(() => firstScreenOptions(new URLSearchParams(location.search)), []);
  const config = useMemo<WalletKitProviderConfig>(
    () => ({
      ...demoKitOptions(info, new URLSearchParams(location.search)),
      ui: {
        theme,
        appName: DEMO_APP_NAME,
        ...(keepSuccess ? { closeOnSuccessMs: false } : {}),
        ...firstScreen,
      },
      signup: { wallet: DEMO_WALLET },
      // The account center exports and imports through the kit's isolated frame, which the
      // sandbox serves on an origin of its own.
      ...(info.frameUrl ? { frameUrl: info.frameUrl } : {}),
      // A wallet logs in only to an account nothing else opens (WALLET_ACCOUNT_SHARED): anyone
      // who knows a wallet's public key could otherwise sign it up beside a key of their own and
      // wait. The demo's sandbox refuses a wallet signup without the wallet's proof of
      // possession (the sandbox's default), so that squatting cannot start
      // here, and the demo lets wallet users add an e-mail or a passkey in the account center
      // and keep logging in with their wallet. An app whose service does not check the proof
      // keeps the rule (the default).
      ...(walletGuard ? {} : { walletLogin: { dangerouslyAllowSharedAccount: true } }),
      onAuthenticationSuccess: rememberLogin,
      // Kit errors carry no secrets (codes, keys and tokens stay out of them): fine to log.
      onError: (error) => {
        rememberProofFailure(error);
        console.warn('[demo] kit error:', error);
      },
    }),
    [info, theme, keepSuccess, walletGuard, firstScreen],
  );
  const changeTheme = (next: Theme) => {
    setTheme(next);
    localStorage.setItem(THEME_KEY, next);
  };

  return (
    <WalletKitProvider config={config} kit={kit}>
      <div className="ewk-root demo-page" data-theme={theme === 'auto' ? undefined : theme}>
        <header className="demo-header">
          <p className="demo-brand">
            Embedded Wallet Kit <span className="demo-badge">demo</span>
          </p>
          <nav className="demo-nav" aria-label="Demo">
            <label className="demo-inline-field">
              Theme{' '}
              <select value={theme} onChange={(e) => changeTheme(e.target.value as Theme)}>
                <option value="auto">System</option>
                <option value="light">Light</option>
                <option value="dark">Dark</option>
              </select>
            </label>
            <a href="/__dev/inbox" target="_blank" rel="noreferrer">
              Dev inbox
            </a>
            <AccountButton />
            <LoginButton />
          </nav>
        </header>
        <main className="demo-main">
          <ProofFailureNotice />
          <Body info={info} />
        </main>
        <footer className="demo-footer demo-muted">
          Sandbox organization <code>{info.organizationId}</code>, proxy config{' '}
          <code>{info.authProxyConfigId}</code>. Everything runs locally; codes arrive in the{' '}
          <a href="/__dev/inbox" target="_blank" rel="noreferrer">
            dev inbox
          </a>
          .
        </footer>
      </div>
    </WalletKitProvider>
  );
}

function Body({ info }: { info: SandboxInfo }) {
  const { status } = useSession();
  if (status === 'loading') {
    return (
      <p role="status" className="demo-muted">
        Restoring your session…
      </p>
    );
  }
  if (status === 'signedOut') return <Welcome />;
  return <Dashboard info={info} />;
}

function Welcome() {
  const modal = useAuthModal();
  return (
    <section className="demo-welcome" aria-labelledby="welcome-title">
      <h1 id="welcome-title">Sign in to the demo wallet</h1>
      <p>
        Sign up or log in with an e-mail code, an SMS code, the sandbox's Google-style (OIDC) or
        X/Discord-style (OAuth 2.0) provider, a passkey, or an Ethereum or Solana wallet installed
        in this browser. New users get an Ethereum wallet whose address the kit checks against the
        enclave's app proof.
      </p>
      <ul className="demo-muted">
        <li>
          E-mail and SMS codes are not sent anywhere: open the{' '}
          <a href="/__dev/inbox" target="_blank" rel="noreferrer">
            dev inbox
          </a>{' '}
          to read them.
        </li>
        <li>The sandbox's OAuth provider asks for any name and e-mail, no password.</li>
      </ul>
      <button
        type="button"
        className="demo-button demo-button--primary"
        onClick={() => {
          // Closing the modal rejects with USER_CANCELLED: nothing to do then.
          modal.open().catch(() => {});
        }}
      >
        Get started
      </button>
    </section>
  );
}
