import type { QueryClient } from '@tanstack/react-query';
import {
  type LinkWalletArgs,
  linkWallet,
  type UnlinkWalletArgs,
  unlinkWallet,
  type WalletKit,
} from '../../core/index.js';
import { accountMutationOptions, USER_READS } from './accountMutationOptions.js';

/** Links an external wallet as a login method (core `linkWallet`: `create_api_keys`). */
export const linkWalletMutationOptions = (kit: WalletKit, queryClient: QueryClient) =>
  accountMutationOptions('linkWallet', (args: LinkWalletArgs) => linkWallet(kit, args), {
    queryClient,
    reads: USER_READS,
  });

/** Unlinks an external wallet, never the last login method (core `unlinkWallet`). */
export const unlinkWalletMutationOptions = (kit: WalletKit, queryClient: QueryClient) =>
  accountMutationOptions('unlinkWallet', (args: UnlinkWalletArgs) => unlinkWallet(kit, args), {
    queryClient,
    reads: USER_READS,
  });
