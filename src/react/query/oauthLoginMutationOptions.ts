import type { UseMutationOptions } from '@tanstack/react-query';
import {
  type KitError,
  type LoginResult,
  type LoginWithOAuthArgs,
  loginWithOAuthPopup,
  type WalletKit,
} from '../../core/index.js';
import { QUERY_KEY_ROOT } from './queryKeys.js';

export interface OAuthLoginVariables extends LoginWithOAuthArgs {
  /** The login, already started inside the click (see `adoptStarted`). */
  started?: Promise<LoginResult>;
}

/** Social login in a popup (core `loginWithOAuthPopup`). */
export function oauthLoginMutationOptions(
  kit: WalletKit,
): UseMutationOptions<LoginResult, KitError, OAuthLoginVariables> {
  return {
    mutationKey: [QUERY_KEY_ROOT, 'oauthLogin'],
    mutationFn: ({ started, ...args }) => started ?? loginWithOAuthPopup(kit, args),
    networkMode: 'always',
  };
}
