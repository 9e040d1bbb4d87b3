import type { ReactElement } from 'react';
import type { ExternalWallet } from '../../../core/index.js';
import type { WalletKitStrings, WalletScreenStrings } from '../defaultStrings.js';
import { formatString } from '../formatString.js';
import { Spinner } from '../spinner.js';

export interface WalletsScreenProps {
  strings: WalletKitStrings & WalletScreenStrings;
  wallets: readonly ExternalWallet[];
  detecting: boolean;
  onPick(wallet: ExternalWallet): void;
  /** The wallet whose request the user just declined: offer to ask again. */
  rejected?: ExternalWallet;
  onRetry?: () => void;
}

// Only inline images: a wallet-supplied URL would make the page fetch from wherever it says
// (EIP-6963 and wallet-standard both require data: URIs).
const safeIcon = (icon: string | undefined) =>
  icon && /^data:image\/(?:svg\+xml|png|webp|gif|jpeg);base64,/.test(icon) ? icon : undefined;

/** Wallets installed in this browser, one button each (icon, name, chain). */
export function WalletsScreen(props: WalletsScreenProps): ReactElement {
  const { strings, wallets, detecting, rejected } = props;
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
      ) : wallets.length === 0 ? (
        <p className="ewk-text" role="status">
          {strings.walletsNone}
        </p>
      ) : (
        <ul className="ewk-wallets">
          {wallets.map((wallet) => {
            const icon = safeIcon(wallet.icon);
            return (
              <li key={wallet.id}>
                <button type="button" className="ewk-button" onClick={() => props.onPick(wallet)}>
                  {icon ? (
                    <img className="ewk-icon" src={icon} alt="" width={20} height={20} />
                  ) : (
                    <span className="ewk-icon" aria-hidden="true" />
                  )}
                  <span className="ewk-wallet-name">{wallet.name}</span>
                  <span className="ewk-wallet-chain">
                    {wallet.chain === 'ethereum'
                      ? strings.walletChainEthereum
                      : strings.walletChainSolana}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
