import type { UseMutationOptions } from '@tanstack/react-query';
import {
  type LoginWithOAuthArgs,
  loginWithOAuthPopup,
} from '../../core/actions/loginWithOAuthPopup.js';
import type { KitError } from '../../core/errors/kitError.js';
import type { LoginResult } from '../../core/steps/loginResult.js';
import type { WalletKit } from '../../core/walletKit.js';
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
