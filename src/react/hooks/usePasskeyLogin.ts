import { useMutation } from '@tanstack/react-query';
import {
  type LoginWithPasskeyArgs,
  loginWithPasskey,
} from '../../core/actions/loginWithPasskey.js';
import type { LoginResult } from '../../core/steps/loginResult.js';
import { reportError } from '../context/reportError.js';
import { useWalletKitContext } from '../context/useWalletKitContext.js';
import { adoptStarted } from '../query/adoptStarted.js';
import { passkeyLoginMutationOptions } from '../query/passkeyMutationOptions.js';

/** Passkey login: `login()` from a click handler (the prompt starts inside the gesture). */
export function usePasskeyLogin() {
  const { kit, callbacks } = useWalletKitContext();
  const mutation = useMutation({
    ...passkeyLoginMutationOptions(kit),
    onSuccess: (result) => callbacks().onAuthenticationSuccess?.(result),
    onError: (error) => reportError(callbacks(), error),
  });
  return {
    ...mutation,
    login: (args: LoginWithPasskeyArgs = {}): Promise<LoginResult> =>
      mutation.mutateAsync({ ...args, started: adoptStarted(loginWithPasskey(kit, args)) }),
  };
}
