import { type LoginResult, type LoginWithPasskeyArgs, loginWithPasskey } from '../../core/index.js';
import { useWalletKitContext } from '../context/useWalletKitContext.js';
import { adoptStarted } from '../query/adoptStarted.js';
import {
  type PasskeyLoginVariables,
  passkeyLoginMutationOptions,
} from '../query/passkeyMutationOptions.js';
import type { MutationParameters } from './useKitMutation.js';
import { useLoginMutation } from './useLoginMutation.js';

/** Passkey login: `login()` from a click handler (the prompt starts inside the gesture). */
export function usePasskeyLogin(
  parameters: { mutation?: MutationParameters<LoginResult, PasskeyLoginVariables> } = {},
) {
  const { kit } = useWalletKitContext();
  const mutation = useLoginMutation(passkeyLoginMutationOptions(kit), parameters.mutation);
  return {
    ...mutation,
    login: (args: LoginWithPasskeyArgs = {}): Promise<LoginResult> =>
      mutation.mutateAsync({ ...args, started: adoptStarted(loginWithPasskey(kit, args)) }),
  };
}
