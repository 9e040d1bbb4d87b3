import { useAccountModal, useEmbeddedWallets } from 'embedded-wallet-kit/react';
import type { ReactElement } from 'react';
import { Address, CopyButton } from './copyButton.js';
import { WalletIcon } from './icons.js';

const CHAINS: Record<string, string> = {
  ADDRESS_FORMAT_ETHEREUM: 'Ethereum',
  ADDRESS_FORMAT_SOLANA: 'Solana',
};

/**
 * The signed-in user's wallet as an app would show it: its name, each account's chain and
 * short address with copy; the account center and signing one click away (`useAccountModal`).
 */
export function WalletCard(): ReactElement {
  const account = useAccountModal();
  const wallets = useEmbeddedWallets();
  const wallet = wallets.data?.[0];
  const first = wallet?.accounts[0];
  return (
    <section className="demo-card demo-wallet" aria-labelledby="wallet-title">
      <div className="demo-card-head">
        <span className="demo-card-icon">
          <WalletIcon size={22} />
        </span>
        <div>
          <h2 id="wallet-title">{wallet?.walletName ?? 'Your wallet'}</h2>
          <p className="demo-muted">
            {wallets.isPending
              ? 'Loading your wallet…'
              : wallet
                ? 'Its keys stay in the secure enclave; only you can use them.'
                : 'No wallet yet: import one from your account.'}
          </p>
        </div>
      </div>
      {wallets.isPending && (
        // The rows' room while the wallet loads: the card does not grow under the reader.
        <ul className="demo-accounts" aria-hidden="true">
          <li className="demo-skeleton" />
          <li className="demo-skeleton" />
        </ul>
      )}
      {wallet && (
        <ul className="demo-accounts" aria-label={`${wallet.walletName} accounts`}>
          {wallet.accounts.map((a) => {
            const chain = CHAINS[a.addressFormat] ?? a.addressFormat;
            return (
              <li key={a.address}>
                <span className="demo-chain">{chain}</span>
                <Address value={a.address} />
                <CopyButton value={a.address} label={`${chain} address`} />
              </li>
            );
          })}
        </ul>
      )}
      {wallets.error ? (
        <p className="demo-error" role="alert">
          Your wallet could not be read. Reload the page to try again.
        </p>
      ) : null}
      <div className="demo-actions">
        <button
          type="button"
          className="demo-button demo-button--primary"
          disabled={!first}
          onClick={() => first && account.open({ screen: 'signMessage', address: first.address })}
        >
          Sign a message
        </button>
        <button type="button" className="demo-button" onClick={() => account.open()}>
          Account
        </button>
      </div>
    </section>
  );
}
