import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubmitName } from '../../protocol/index.js';
import { reportError } from '../context/reportError.js';
import { useWalletKitContext } from '../context/useWalletKitContext.js';
import { type SubmitHookOptions, submitMutationOptions } from '../query/submitMutationOptions.js';

/** Any signed-API submit of the operation table, as a mutation (`mutate(parameters)`). */
export function useSubmit<N extends SubmitName>(op: N, options: SubmitHookOptions = {}) {
  const { kit, callbacks } = useWalletKitContext();
  return useMutation({
    ...submitMutationOptions(kit, useQueryClient(), op, options),
    onError: (error) => reportError(callbacks(), error),
  });
}
