import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import type { KitError, LoginResult } from '../../core/index.js';
import { reportError } from '../context/reportError.js';
import { useWalletKitContext } from '../context/useWalletKitContext.js';

/**
 * A login as a mutation, wired to the provider's callbacks as every login hook is: a login
 * reaches the app's `onAuthenticationSuccess`, a failure its `onError` (a cancel does not: see
 * `reportError`).
 */
export function useLoginMutation<R extends LoginResult, V>(
  options: UseMutationOptions<R, KitError, V>,
) {
  const { callbacks } = useWalletKitContext();
  return useMutation({
    ...options,
    onSuccess: (result) => callbacks().onAuthenticationSuccess?.(result),
    onError: (error) => reportError(callbacks(), error),
  });
}
