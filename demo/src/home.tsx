import { useSession } from 'embedded-wallet-kit/react';
import type { ReactElement } from 'react';
import { useRememberedLogin } from './lastSignup.js';
import { SessionPanel } from './panels/sessionPanel.js';
import type { SandboxInfo } from './sandboxInfo.js';
import { ThemePanel } from './themePanel.js';
import type { ThemeSettings } from './themeSettings.js';
import { useAfterPaint } from './useAfterPaint.js';
import { WagmiSection } from './wagmiSection.js';
import { WalletCard } from './walletCard.js';

/**
 * The signed-in page, as an app built on the kit would look: the wallet first, its chain panel
 * (wagmi over the embedded wallet, on the dev chain), then the session in plain words; beside them
 * the theme panel. The API panels are on the developer
 * tools page.
 */
export function Home(props: {
  info: SandboxInfo;
  theme: ThemeSettings;
  onThemeChange(settings: ThemeSettings): void;
}): ReactElement {
  const { session } = useSession();
  const remembered = useRememberedLogin(session?.userId);
  // The theme panel (a form of some thirty controls) once the signed-in frame has painted: it
  // never holds that frame back.
  const withTheme = useAfterPaint();
  return (
    <>
      <div className="demo-intro">
        <h1 id="session-title" tabIndex={-1}>
          {remembered?.created ? 'Signed in: your new wallet is ready' : 'Signed in'}
        </h1>
        <p className="demo-muted">
          {remembered?.created
            ? 'Your wallet was made as you signed up. Open your account to add ways to log in.'
            : 'Your wallet, your session and the kit’s look, all in this page.'}
        </p>
      </div>
      <div className="demo-columns">
        <div className="demo-column">
          <WalletCard />
          {/* The chain panel (balance, a send, typed data) under the wallet it uses. */}
          <WagmiSection info={props.info} />
          <SessionPanel />
        </div>
        <div className="demo-column">
          {withTheme && <ThemePanel settings={props.theme} onChange={props.onThemeChange} />}
        </div>
      </div>
    </>
  );
}
