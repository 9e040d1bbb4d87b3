import { useQueryClient } from '@tanstack/react-query';
import type { SubmitName } from '../../protocol/index.js';
import { useWalletKitContext } from '../context/useWalletKitContext.js';
import { type SubmitHookOptions, submitMutationOptions } from '../query/submitMutationOptions.js';
import { useKitMutation } from './useKitMutation.js';

/** Any signed-API submit of the operation table, as a mutation (`mutate(parameters)`). */
export function useSubmit<N extends SubmitName>(op: N, options: SubmitHookOptions = {}) {
  const { kit } = useWalletKitContext();
  return useKitMutation(submitMutationOptions(kit, useQueryClient(), op, options));
}
