import { AccountButton, LoginButton } from 'embedded-wallet-kit/react';
import type { ReactElement } from 'react';
import { HomeIcon, ToolsIcon, WalletIcon } from './icons.js';
import { navigateOnClick, PATHS, type Route, useRoute } from './route.js';

const PAGES: [Route, string, ReactElement][] = [
  ['home', 'Wallet', <HomeIcon key="home" />],
  ['developer-tools', 'Developer tools', <ToolsIcon key="tools" />],
];

/**
 * One row at every width: the name, the two pages (icons alone on a phone, their names kept
 * for assistive technology), the kit's account button (its avatar alone on a phone) and its
 * login button.
 */
export function DemoHeader(): ReactElement {
  const route = useRoute();
  return (
    <header className="demo-header">
      <a className="demo-brand" href={PATHS.home} onClick={navigateOnClick('home')}>
        <span className="demo-brand-mark" aria-hidden="true">
          <WalletIcon size={18} />
        </span>
        <span className="demo-brand-name">
          <span className="demo-wide-only">Embedded </span>Wallet Kit
        </span>
        <span className="demo-badge">demo</span>
      </a>
      <nav className="demo-nav" aria-label="Pages">
        {PAGES.map(([page, label, icon]) => (
          <a
            key={page}
            href={PATHS[page]}
            onClick={navigateOnClick(page)}
            aria-current={route === page ? 'page' : undefined}
            title={label}
          >
            {icon}
            <span className="demo-nav-label">{label}</span>
          </a>
        ))}
      </nav>
      <div className="demo-user">
        <AccountButton />
        <LoginButton />
      </div>
    </header>
  );
}
