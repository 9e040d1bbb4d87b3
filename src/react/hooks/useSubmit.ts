import type { SubmitOptions, SubmitOutcome } from '../../core/index.js';
import type { SubmitName, SubmitParams } from '../../protocol/index.js';
import { useWalletKitContext } from '../context/useWalletKitContext.js';
import { submitMutationOptions } from '../query/submitMutationOptions.js';
import { useKitQueryClient } from '../query/useKitQueryClient.js';
import { type MutationParameters, useKitMutation } from './useKitMutation.js';

/**
 * What a submit hook takes (`useEarnDeposit({ organizationId, mutation })`): the envelope's
 * organization (default: the session's) and app-proof request, and TanStack options of the
 * mutation.
 */
export interface SubmitHookParameters<N extends SubmitName>
  extends Pick<SubmitOptions, 'organizationId' | 'generateAppProofs'> {
  mutation?: MutationParameters<SubmitOutcome<N>, SubmitParams<N>>;
}

export interface UseSubmitParameters<N extends SubmitName> extends SubmitHookParameters<N> {
  /** The submit of the operation table (spec "Submit operations"). */
  operation: N;
}

/** Any signed-API submit of the operation table, as a mutation (`mutate(parameters)`). */
export function useSubmit<N extends SubmitName>({
  operation,
  mutation,
  ...options
}: UseSubmitParameters<N>) {
  const { kit } = useWalletKitContext();
  return useKitMutation(
    submitMutationOptions(kit, useKitQueryClient(), operation, options),
    mutation,
  );
}
