import {
  type UseMutationOptions,
  type UseMutationResult,
  useMutation,
} from '@tanstack/react-query';
import type { KitError } from '../../core/index.js';
import { useWalletKitContext } from '../context/useWalletKitContext.js';
import { useKitQueryClient } from '../query/useKitQueryClient.js';

/**
 * What a hook's caller may set on its mutation (wagmi's `mutation` parameter): any TanStack
 * option but the action and its key, which the hook owns. The caller's callbacks run after the
 * kit's reporting.
 */
export type MutationParameters<TData, TVariables> = Omit<
  UseMutationOptions<TData, KitError, TVariables>,
  'mutationFn' | 'mutationKey'
>;

/**
 * A kit action as a mutation, wired as every hook of the kit is: a failure is reported once,
 * here, to the app's `onError` (a cancel is not: `Reporter.error`); on success the options'
 * own `onSuccess` (a submit's refetches), then `succeeded` (a login's `Reporter.login`); then
 * the caller's own callbacks.
 */
export function useKitMutation<TData, TVariables>(
  options: UseMutationOptions<TData, KitError, TVariables>,
  caller: MutationParameters<TData, TVariables> = {},
  succeeded?: (data: TData) => void,
): UseMutationResult<TData, KitError, TVariables> {
  const { report } = useWalletKitContext();
  return useMutation(
    {
      ...options,
      ...caller,
      onSuccess: async (...args) => {
        await options.onSuccess?.(...args);
        succeeded?.(args[0]);
        return caller.onSuccess?.(...args);
      },
      onError: (...args) => {
        report.error(args[0]);
        return caller.onError?.(...args);
      },
    },
    useKitQueryClient(),
  );
}
