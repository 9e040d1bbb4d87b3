import { type ReactElement, useState } from 'react';
import type { ExternalWallet } from '../../../core/index.js';
import { ChainIcon } from '../../icons/chainIcons.js';
import type { WalletKitStrings, WalletScreenStrings } from '../defaultStrings.js';
import { formatString } from '../formatString.js';
import { Spinner } from '../spinner.js';
import { groupWallets, type WalletGroup } from './groupWallets.js';

export interface WalletsScreenProps {
  strings: WalletKitStrings & WalletScreenStrings;
  wallets: readonly ExternalWallet[];
  detecting: boolean;
  onPick(wallet: ExternalWallet): void;
  /** The wallet whose request the user just declined: offer to ask again. */
  rejected?: ExternalWallet;
  onRetry?: () => void;
}

/**
 * Where to get a wallet the kit logs in with, when none is installed: the wallets' own download
 * pages (each sends a phone to its app store).
 */
const WALLET_SITES = [
  { name: 'MetaMask', chains: ['Ethereum'], url: 'https://metamask.io/download/' },
  { name: 'Phantom', chains: ['Ethereum', 'Solana'], url: 'https://phantom.com/download' },
] as const;

/**
 * Wallets installed in this browser, one entry per wallet (icon, name, chains): a wallet of one
 * chain logs in at once; one of two (Phantom: Ethereum and Solana) opens its chains to pick from.
 * None installed (every phone browser): what a wallet is for here and where to get one, never a
 * bare "not found".
 */
export function WalletsScreen(props: WalletsScreenProps): ReactElement {
  const { strings, wallets, detecting, rejected } = props;
  const groups = groupWallets(wallets);
  return (
    <div className="ewk-stack">
      {rejected && (
        <>
          <p className="ewk-notice" role="status">
            {formatString(strings.walletRejected, { wallet: rejected.name })}
          </p>
          <button
            type="button"
            className="ewk-button ewk-button--primary"
            onClick={props.onRetry}
            data-autofocus=""
          >
            {strings.retry}
          </button>
        </>
      )}
      {detecting ? (
        <div className="ewk-status" role="status">
          <Spinner />
          <p className="ewk-text">{strings.walletsDetecting}</p>
        </div>
      ) : groups.length === 0 ? (
        <NoWallet strings={strings} />
      ) : (
        <ul className="ewk-wallets">
          {groups.map((group) => (
            <WalletEntry
              key={group.name}
              group={group}
              strings={strings}
              onPick={props.onPick}
              // One wallet alone shows its chains at once: one click fewer.
              expanded={groups.length === 1}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

const chainName = (wallet: ExternalWallet, strings: WalletScreenStrings) =>
  wallet.chain === 'ethereum' ? strings.walletChainEthereum : strings.walletChainSolana;

function WalletIcon({ icon }: { icon: string | undefined }): ReactElement {
  return icon ? (
    <img className="ewk-icon" src={icon} alt="" width={20} height={20} />
  ) : (
    <span className="ewk-icon" aria-hidden="true" />
  );
}

function WalletEntry(props: {
  group: WalletGroup;
  strings: WalletKitStrings & WalletScreenStrings;
  onPick(wallet: ExternalWallet): void;
  expanded: boolean;
}): ReactElement {
  const { group, strings } = props;
  const [open, setOpen] = useState(props.expanded);
  const [only] = group.wallets;
  const chains = group.wallets.map((wallet) => chainName(wallet, strings)).join(' · ');
  if (only && group.wallets.length === 1) {
    return (
      <li>
        <button type="button" className="ewk-button" onClick={() => props.onPick(only)}>
          <WalletIcon icon={group.icon} />
          <span className="ewk-wallet-name">{group.name}</span>
          <span className="ewk-wallet-chain">{chains}</span>
        </button>
      </li>
    );
  }
  return (
    <li className="ewk-wallet-group">
      <button
        type="button"
        className="ewk-button"
        aria-expanded={open}
        onClick={() => setOpen((was) => !was)}
      >
        <WalletIcon icon={group.icon} />
        <span className="ewk-wallet-name">{group.name}</span>
        <span className="ewk-wallet-chain">{chains}</span>
      </button>
      {open && (
        <ul
          className="ewk-wallet-chains"
          aria-label={formatString(strings.walletChains, { wallet: group.name })}
        >
          {group.wallets.map((wallet) => (
            <li key={wallet.id}>
              <button
                type="button"
                className="ewk-button"
                aria-label={formatString(strings.walletOnChain, {
                  wallet: group.name,
                  chain: chainName(wallet, strings),
                })}
                onClick={() => props.onPick(wallet)}
              >
                <ChainIcon chain={wallet.chain} />
                {chainName(wallet, strings)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

function NoWallet({ strings }: { strings: WalletScreenStrings }): ReactElement {
  return (
    <div className="ewk-stack" role="status">
      <p className="ewk-notice">{strings.walletsNone}</p>
      <p className="ewk-text">{strings.walletsInstall}</p>
      <ul className="ewk-wallets">
        {WALLET_SITES.map((site) => (
          <li key={site.name}>
            <a className="ewk-button" href={site.url} target="_blank" rel="noopener noreferrer">
              <span className="ewk-wallet-name">{site.name}</span>
              <span className="ewk-wallet-chain">{site.chains.join(' · ')}</span>
            </a>
          </li>
        ))}
      </ul>
      <p className="ewk-text">{strings.walletsOnPhone}</p>
    </div>
  );
}
