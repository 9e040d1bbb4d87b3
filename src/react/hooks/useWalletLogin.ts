import type {
  LoginWithWalletArgs,
  WalletLoginResult,
  WatchWalletsOptions,
} from '../../core/index.js';
import { useWalletKitContext } from '../context/useWalletKitContext.js';
import { walletLoginMutationOptions } from '../query/walletLoginMutationOptions.js';
import type { MutationParameters } from './useKitMutation.js';
import { useLoginMutation } from './useLoginMutation.js';
import { useWalletDiscovery } from './useWalletDiscovery.js';

export interface UseWalletLoginParameters {
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
 * The provider's `signup` and `walletLogin` settings are the defaults of each login.
 */
export function useWalletLogin(parameters: UseWalletLoginParameters = {}) {
  const { kit, signup, callbacks } = useWalletKitContext();
  const { wallets, isDetecting } = useWalletDiscovery({
    enabled: parameters.enabled ?? true,
    discovery: parameters.discovery,
  });
  const mutation = useLoginMutation(walletLoginMutationOptions(kit), parameters.mutation);
  return {
    ...mutation,
    /** The wallets found so far (empty while looking). */
    wallets,
    /** Discovery has not answered yet (the wallet code is loading). */
    isDetecting,
    login: (args: LoginWithWalletArgs): Promise<WalletLoginResult> =>
      mutation.mutateAsync({
        ...callbacks().walletLogin,
        ...(signup ? { signup } : {}),
        ...(parameters.discovery ? { discovery: parameters.discovery } : {}),
        ...args,
      }),
  };
}
