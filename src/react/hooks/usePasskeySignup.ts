import {
  type LoginResult,
  type SignupWithPasskeyArgs,
  signupWithPasskey,
} from '../../core/index.js';
import { useWalletKitContext } from '../context/useWalletKitContext.js';
import { adoptStarted } from '../query/adoptStarted.js';
import {
  type PasskeySignupVariables,
  passkeySignupMutationOptions,
} from '../query/passkeyMutationOptions.js';
import type { MutationParameters } from './useKitMutation.js';
import { useLoginMutation } from './useLoginMutation.js';

/**
 * Passkey signup: `signup()` from a click handler creates a passkey and an account with it
 * (plus the provider's `signup` settings, e.g. a wallet, unless the call names its own).
 */
export function usePasskeySignup(
  parameters: { mutation?: MutationParameters<LoginResult, PasskeySignupVariables> } = {},
) {
  const { kit, signup: defaults } = useWalletKitContext();
  const mutation = useLoginMutation(passkeySignupMutationOptions(kit), parameters.mutation);
  return {
    ...mutation,
    signup: (args: SignupWithPasskeyArgs = {}): Promise<LoginResult> => {
      const merged = { ...defaults, ...args };
      return mutation.mutateAsync({
        ...merged,
        started: adoptStarted(signupWithPasskey(kit, merged)),
      });
    },
  };
}
