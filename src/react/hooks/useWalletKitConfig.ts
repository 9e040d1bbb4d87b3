import { useQuery } from '@tanstack/react-query';
import { useKitQueryClient } from '../query/useKitQueryClient.js';
import { walletKitConfigQueryOptions } from '../query/walletKitConfigQueryOptions.js';
import { useWalletKit } from './useWalletKit.js';

/** The organization's login settings (`wallet_kit_config`), fetched once and cached. */
export function useWalletKitConfig() {
  return useQuery(walletKitConfigQueryOptions(useWalletKit()), useKitQueryClient());
}
