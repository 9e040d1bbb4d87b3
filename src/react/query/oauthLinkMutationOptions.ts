import type { QueryClient } from '@tanstack/react-query';
import {
  type LinkOAuthWithPopupArgs,
  linkOAuthWithPopup,
  type UnlinkOAuthArgs,
  unlinkOAuth,
  type WalletKit,
} from '../../core/index.js';
import { accountMutationOptions, USER_READS } from './accountMutationOptions.js';

export interface LinkOAuthVariables extends LinkOAuthWithPopupArgs {
  /** The link, already started inside the click (its popup open): see `adoptStarted`. */
  started?: Promise<{ providerId: string }>;
}

/** Links a social login in a popup (core `linkOAuthWithPopup`: `create_oauth_providers`). */
export const linkOAuthMutationOptions = (kit: WalletKit, queryClient: QueryClient) =>
  accountMutationOptions(
    'linkOAuth',
    ({ started, ...args }: LinkOAuthVariables) => started ?? linkOAuthWithPopup(kit, args),
    { queryClient, reads: USER_READS },
  );

/** Unlinks a social login, never the last login method (core `unlinkOAuth`). */
export const unlinkOAuthMutationOptions = (kit: WalletKit, queryClient: QueryClient) =>
  accountMutationOptions('unlinkOAuth', (args: UnlinkOAuthArgs) => unlinkOAuth(kit, args), {
    queryClient,
    reads: USER_READS,
  });
