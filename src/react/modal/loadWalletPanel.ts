import type { WalletPanel } from './wallets/WalletPanel.js';

interface WalletPanelModule {
  WalletPanel: typeof WalletPanel;
}

let loading: Promise<WalletPanelModule> | undefined;
let loaded: WalletPanelModule | undefined;

/**
 * Loads the modal's wallet screen, a chunk of its own (the screen, its words and the wallet
 * hook; the wallet code proper, `core/wallets`, is a further chunk the screen loads when it
 * opens), so an app whose users never pick a wallet does not download it (issue 8). One load is
 * shared by the prefetch (the methods screen offers the option) and the screen itself; a failed
 * load is forgotten, so that "try again" fetches it again.
 */
export function loadWalletPanel(): Promise<WalletPanelModule> {
  if (!loading) {
    const attempt = import('./wallets/WalletPanel.js').then((module) => {
      loaded = module;
      return module;
    });
    loading = attempt;
    attempt.catch(() => {
      if (loading === attempt) loading = undefined;
    });
  }
  return loading;
}

/**
 * The wallet screen if its chunk has loaded, read synchronously: rendering it then needs no
 * Suspense round (`React.lazy` suspends on first render even when the import has already
 * resolved, and React holds a fallback for a few hundred ms).
 */
export const loadedWalletPanel = (): WalletPanelModule | undefined => loaded;
