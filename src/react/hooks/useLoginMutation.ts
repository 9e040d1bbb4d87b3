import type { UseMutationOptions } from '@tanstack/react-query';
import type { KitError, LoginResult } from '../../core/index.js';
import { useWalletKitContext } from '../context/useWalletKitContext.js';
import { type MutationParameters, useKitMutation } from './useKitMutation.js';

/**
 * A login as a mutation: `useKitMutation` whose success is reported once, as a login
 * (`onAuthenticationSuccess`, and the modal's pending `open()`).
 */
export function useLoginMutation<R extends LoginResult, V>(
  options: UseMutationOptions<R, KitError, V>,
  caller?: MutationParameters<R, V>,
) {
  const { report } = useWalletKitContext();
  return useKitMutation(options, caller, report.login);
}
