import type { QueryClient, UseMutationOptions } from '@tanstack/react-query';
import {
  type KitError,
  loadSubmitRoutes,
  type SubmitOptions,
  type SubmitOutcome,
  type WalletKit,
} from '../../core/index.js';
import type { SubmitName, SubmitParams } from '../../protocol/index.js';
import { QUERY_KEY_ROOT } from './queryKeys.js';
import { refetchReads } from './refetchReads.js';

/**
 * Options of any signed-API submit of the operation table (spec "Submit operations"): the
 * action is `kit.api.submit(op, parameters)`; on success the reads the submit changed are
 * refetched (the row's `invalidates` column in the operation table, from the submit routes)
 * before the mutation resolves, so a caller that awaits `mutateAsync` sees the new list. The
 * routes are already loaded by then: the submit read its route.
 */
export function submitMutationOptions<N extends SubmitName>(
  kit: WalletKit,
  queryClient: QueryClient,
  op: N,
  options: Pick<SubmitOptions, 'organizationId' | 'generateAppProofs'> = {},
): UseMutationOptions<SubmitOutcome<N>, KitError, SubmitParams<N>> {
  return {
    mutationKey: [QUERY_KEY_ROOT, 'submit', op],
    mutationFn: (parameters) => kit.api.submit(op, parameters, options),
    onSuccess: async () => {
      const routes = await loadSubmitRoutes();
      await refetchReads(queryClient, routes[op].invalidates ?? []);
    },
  };
}
