import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { WalletKit, WalletParams } from 'embedded-wallet-kit';
import {
  useSession,
  WalletKitProvider,
  type WalletKitProviderConfig,
  type WalletKitUiOptions,
} from 'embedded-wallet-kit/react';
import { useEffect, useMemo, useState } from 'react';
import { DEMO_APP_NAME } from './demoAppName.js';
import { DemoHeader } from './demoHeader.js';
import { demoKitOptions } from './demoKitOptions.js';
import { DeveloperTools } from './developerTools.js';
import { Home } from './home.js';
import { rememberLogin, rememberProofFailure } from './lastSignup.js';
import { ProofFailureNotice } from './panels/proofFailureNotice.js';
import { navigateOnClick, useRoute } from './route.js';
import type { SandboxInfo } from './sandboxInfo.js';
import {
  readThemeSettings,
  saveThemeSettings,
  THEMED,
  type ThemeSettings,
  themeCss,
  uiOptionsOf,
} from './themeSettings.js';
import { Welcome } from './welcome.js';

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
 * `?methodOrder=passkey,email&oauthOrder=discord,google&termsUrl=/terms&privacyUrl=/privacy`,
 * and any `ui` options as JSON (`?ui={"radius":20,"font":"Georgia, serif"}`: the branding
 * pictures).
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
    ...(JSON.parse(params.get('ui') ?? '{}') as WalletKitUiOptions),
  };
}

/** `kit`: made by main.tsx, which restores the session before the first render. */
export function App({ info, kit }: { info: SandboxInfo; kit: WalletKit }) {
  const [theme, setTheme] = useState<ThemeSettings>(readThemeSettings);
  // The demo reads records of its own with TanStack Query (devRecords.ts): its client, which the
  // kit's hooks then share.
  const [queryClient] = useState(() => new QueryClient());
  // Knobs for the e2e suite: `?closeOnSuccess=off` keeps the modal's success screen up;
  // `?walletGuard=on` keeps the kit's default shared-account rule for wallet logins; the first
  // screen's options (firstScreenOptions, over the theme panel's). The kit's own knobs are in
  // demoKitOptions.
  const params = new URLSearchParams(location.search);
  const keepSuccess = params.get('closeOnSuccess') === 'off';
  const walletGuard = params.get('walletGuard') === 'on';
  const firstScreen = useMemo(() => firstScreenOptions(new URLSearchParams(location.search)), []);
  const config = useMemo<WalletKitProviderConfig>(
    () => ({
      ...demoKitOptions(info, new URLSearchParams(location.search)),
      ui: {
        appName: DEMO_APP_NAME,
        ...uiOptionsOf(theme),
        // Flag images for the phone field, served by the demo (demo/flagImages.ts).
        flagUrl: (region) => `/flags/${region.toLowerCase()}.svg`,
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
  const changeTheme = (next: ThemeSettings) => {
    setTheme(next);
    saveThemeSettings(next);
  };
  useThemeStyle(theme);

  return (
    <QueryClientProvider client={queryClient}>
      <WalletKitProvider config={config} kit={kit}>
        <div
          className={`ewk-root demo-page ${THEMED}`}
          data-theme={theme.scheme === 'auto' ? undefined : theme.scheme}
        >
          <DemoHeader />
          <main className="demo-main">
            <ProofFailureNotice />
            <Body info={info} theme={theme} onThemeChange={changeTheme} />
          </main>
          <footer className="demo-footer demo-muted">
            Everything here runs on your machine: the kit's sandbox plays the wallet service, and
            the codes it "sends" arrive in the{' '}
            <a href="/__dev/inbox" target="_blank" rel="noreferrer">
              dev inbox
            </a>
            . The service's other feature areas are in the{' '}
            <a href="/developer-tools" onClick={navigateOnClick('developer-tools')}>
              developer tools
            </a>
            .
          </footer>
        </div>
      </WalletKitProvider>
    </QueryClientProvider>
  );
}

/** The accent and radius as the kit's CSS variables, in a style element of the page's head. */
function useThemeStyle(theme: ThemeSettings): void {
  const css = themeCss(theme);
  useEffect(() => {
    let style = document.getElementById('demo-theme-style');
    if (!style) {
      style = document.createElement('style');
      style.id = 'demo-theme-style';
      document.head.append(style);
    }
    style.textContent = css;
  }, [css]);
}

function Body(props: {
  info: SandboxInfo;
  theme: ThemeSettings;
  onThemeChange(settings: ThemeSettings): void;
}) {
  const { status } = useSession();
  const route = useRoute();
  // A new page: its heading takes the focus (a screen reader says where the user is), the view
  // starts at the top.
  const [shown, setShown] = useState(route);
  useEffect(() => {
    if (shown === route) return;
    setShown(route);
    window.scrollTo(0, 0);
    document.querySelector<HTMLElement>('main h1')?.focus();
  }, [route, shown]);
  if (status === 'loading') {
    return (
      <p role="status" className="demo-muted">
        Restoring your session…
      </p>
    );
  }
  if (route === 'developer-tools') return <DeveloperTools info={props.info} />;
  if (status === 'signedOut') {
    return <Welcome theme={props.theme} onThemeChange={props.onThemeChange} />;
  }
  return <Home info={props.info} theme={props.theme} onThemeChange={props.onThemeChange} />;
}
