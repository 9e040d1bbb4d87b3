import type { QueryClient, UseMutationOptions } from '@tanstack/react-query';
import type { SubmitOptions, SubmitOutcome } from '../../core/clients/createSignedApiClient.js';
import type { KitError } from '../../core/errors/kitError.js';
import type { WalletKit } from '../../core/walletKit.js';
import type { SubmitName, SubmitParams } from '../../protocol/operations.js';
import { invalidatedBy } from './invalidatedBy.js';
import { QUERY_KEY_ROOT, signedQueryKey } from './queryKeys.js';

/** Per-hook settings of a submit: the envelope's organization and app proofs. */
export type SubmitHookOptions = Pick<SubmitOptions, 'organizationId' | 'generateAppProofs'>;

/**
 * Options of any signed-API submit of the operation table (spec "Submit operations"): the
 * action is `kit.api.submit(op, parameters)`; on success the reads the submit changed are
 * refetched (`invalidatedBy`) before the mutation resolves, so a caller that awaits
 * `mutateAsync` sees the new list.
 */
export function submitMutationOptions<N extends SubmitName>(
  kit: WalletKit,
  queryClient: QueryClient,
  op: N,
  options: SubmitHookOptions = {},
): UseMutationOptions<SubmitOutcome<N>, KitError, SubmitParams<N>> {
  return {
    mutationKey: [QUERY_KEY_ROOT, 'submit', op],
    mutationFn: (parameters) => kit.api.submit(op, parameters, options),
    onSuccess: () =>
      Promise.all(
        (invalidatedBy[op] ?? []).map((query) =>
          queryClient.invalidateQueries({ queryKey: signedQueryKey(query) }),
        ),
      ),
  };
}
