import { useEffect, useRef, useState } from 'react';
import {
  type ExternalWallet,
  type LoginWithWalletArgs,
  loadWallets,
  type WalletLoginResult,
  type WatchWalletsOptions,
} from '../../core/index.js';
import { useWalletKitContext } from '../context/useWalletKitContext.js';
import { walletLoginMutationOptions } from '../query/walletLoginMutationOptions.js';
import type { MutationParameters } from './useKitMutation.js';
import { useLoginMutation } from './useLoginMutation.js';

export interface UseWalletLoginOptions {
  /** Look for wallets (default true). Off: no wallet code is loaded. */
  enabled?: boolean;
  /** Where to look (default: this page's `window`); read when discovery starts. */
  discovery?: WatchWalletsOptions;
  /** TanStack options of the login mutation. */
  mutation?: MutationParameters<WalletLoginResult, LoginWithWalletArgs>;
}

/**
 * External-wallet login (Ethereum and Solana): `wallets` installed in this browser (EIP-6963,
 * `window.ethereum`, wallet-standard; updated as they appear), and `login({ wallet })`, which
 * signs up a new user or logs one in, stamped by the wallet. The wallet code loads on first use.
 */
export function useWalletLogin(options: UseWalletLoginOptions = {}) {
  const { kit, signup } = useWalletKitContext();
  const enabled = options.enabled ?? true;
  const discovery = useRef(options.discovery);
  discovery.current = options.discovery;
  const [wallets, setWallets] = useState<readonly ExternalWallet[] | undefined>(undefined);

  useEffect(() => {
    if (!enabled) return;
    let live = true;
    let stop: (() => void) | undefined;
    loadWallets().then(
      (module) => {
        if (live) stop = module.watchWallets(setWallets, discovery.current);
      },
      // The chunk failed to load (offline): nothing to offer; `login` reports the error.
      () => live && setWallets([]),
    );
    return () => {
      live = false;
      stop?.();
    };
  }, [enabled]);

  const mutation = useLoginMutation(walletLoginMutationOptions(kit), options.mutation);
  return {
    ...mutation,
    /** The wallets found so far (empty while looking). */
    wallets: wallets ?? [],
    /** Discovery has not answered yet (the wallet code is loading). */
    isDetecting: enabled && wallets === undefined,
    login: (args: LoginWithWalletArgs): Promise<WalletLoginResult> =>
      mutation.mutateAsync({
        ...(signup ? { signup } : {}),
        ...(discovery.current ? { discovery: discovery.current } : {}),
        ...args,
      }),
  };
}
