import type { UseMutationOptions } from '@tanstack/react-query';
import {
  type KitError,
  type LoginResult,
  type LoginWithPasskeyArgs,
  loginWithPasskey,
  type SignupWithPasskeyArgs,
  signupWithPasskey,
  type WalletKit,
} from '../../core/index.js';
import { QUERY_KEY_ROOT } from './queryKeys.js';

export interface PasskeyLoginVariables extends LoginWithPasskeyArgs {
  /** The login, already started inside the click (see `adoptStarted`). */
  started?: Promise<LoginResult>;
}

export interface PasskeySignupVariables extends SignupWithPasskeyArgs {
  started?: Promise<LoginResult>;
}

/** Passkey login (core `loginWithPasskey`: `stamp_login` stamped by the passkey). */
export function passkeyLoginMutationOptions(
  kit: WalletKit,
): UseMutationOptions<LoginResult, KitError, PasskeyLoginVariables> {
  return {
    mutationKey: [QUERY_KEY_ROOT, 'passkeyLogin'],
    mutationFn: ({ started, ...args }) => started ?? loginWithPasskey(kit, args),
    networkMode: 'always',
  };
}

/** Passkey signup (core `signupWithPasskey`: new credential, `signup_v2`, `stamp_login`). */
export function passkeySignupMutationOptions(
  kit: WalletKit,
): UseMutationOptions<LoginResult, KitError, PasskeySignupVariables> {
  return {
    mutationKey: [QUERY_KEY_ROOT, 'passkeySignup'],
    mutationFn: ({ started, ...args }) => started ?? signupWithPasskey(kit, args),
    networkMode: 'always',
  };
}
