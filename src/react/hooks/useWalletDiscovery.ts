import { useEffect, useRef, useState } from 'react';
import { type ExternalWallet, loadWallets, type WatchWalletsOptions } from '../../core/index.js';

/**
 * The external wallets installed in this browser (EIP-6963, `window.ethereum`, wallet-standard;
 * updated as they appear), while `enabled`. The wallet code loads on first use. `discovery`: where
 * to look, read when discovery starts.
 */
export function useWalletDiscovery({
  enabled,
  discovery,
}: {
  enabled: boolean;
  discovery: WatchWalletsOptions | undefined;
}): { wallets: readonly ExternalWallet[]; isDetecting: boolean } {
  const where = useRef(discovery);
  where.current = discovery;
  const [wallets, setWallets] = useState<readonly ExternalWallet[] | undefined>(undefined);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    let stop: (() => void) | undefined;
    loadWallets().then(
      (module) => {
        if (live) stop = module.watchWallets(setWallets, where.current);
      },
      // The chunk failed to load (offline): nothing to offer; a login or link reports the error.
      () => live && setWallets([]),
    );
    return () => {
      live = false;
      stop?.();
    };
  }, [enabled]);
  return { wallets: wallets ?? [], isDetecting: enabled && wallets === undefined };
}
