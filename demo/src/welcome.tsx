import { useAuthModal } from 'embedded-wallet-kit/react';
import type { ReactElement } from 'react';
import { KeyIcon, ShieldIcon, WalletIcon } from './icons.js';
import { ThemePanel } from './themePanel.js';
import type { ThemeSettings } from './themeSettings.js';

const POINTS = [
  {
    icon: <KeyIcon />,
    title: 'Log in the way they like',
    body: 'An e-mail or SMS code, Google, X or Discord, a passkey, or a wallet they already have.',
  },
  {
    icon: <WalletIcon />,
    title: 'A wallet for every user',
    body: 'Ethereum and Solana accounts made at sign-up, the keys held in a secure enclave.',
  },
  {
    icon: <ShieldIcon />,
    title: 'Theirs to manage',
    body: 'An account center to add ways in, sign messages, and export or import a recovery phrase in a frame your page cannot read.',
  },
] as const;

/** The signed-out page: what the kit is, in plain words, the way in, and the theme panel. */
export function Welcome(props: {
  theme: ThemeSettings;
  onThemeChange(settings: ThemeSettings): void;
}): ReactElement {
  const modal = useAuthModal();
  return (
    <div className="demo-columns demo-welcome">
      <div className="demo-column">
        <section className="demo-hero" aria-labelledby="welcome-title">
          <h1 id="welcome-title">Give every user a wallet, with a login they already know</h1>
          <p className="demo-lead">
            Embedded Wallet Kit adds a login modal to your React app and makes each user a wallet of
            their own: no extension to install, no seed phrase to write down.
          </p>
          <ul className="demo-points">
            {POINTS.map((p) => (
              <li key={p.title}>
                <span className="demo-card-icon">{p.icon}</span>
                <span>
                  <strong>{p.title}</strong>
                  <span className="demo-muted demo-block">{p.body}</span>
                </span>
              </li>
            ))}
          </ul>
        </section>
        <section className="demo-card demo-start" aria-labelledby="start-title">
          <h2 id="start-title">Sign in to the demo wallet</h2>
          <p className="demo-muted">
            Everything runs on your machine against the kit's sandbox. Codes are not sent anywhere:
            read them in the{' '}
            <a href="/__dev/inbox" target="_blank" rel="noreferrer">
              dev inbox
            </a>
            ; the sandbox's Google, X and Discord ask for any name and e-mail.
          </p>
          <div className="demo-actions">
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
          </div>
        </section>
      </div>
      <div className="demo-column">
        <ThemePanel settings={props.theme} onChange={props.onThemeChange} />
      </div>
    </div>
  );
}
