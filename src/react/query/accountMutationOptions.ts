import type { QueryClient, UseMutationOptions } from '@tanstack/react-query';
import type { KitError } from '../../core/index.js';
import type { QueryName } from '../../protocol/index.js';
import { QUERY_KEY_ROOT } from './queryKeys.js';
import { refetchReads } from './refetchReads.js';

/** The reads a change of the user's login methods touches. */
export const USER_READS: readonly QueryName[] = ['get_user', 'get_authenticators'];
/** The reads a change of the organization's wallets touches. */
export const WALLET_READS: readonly QueryName[] = ['list_wallets', 'list_wallet_accounts'];

/**
 * What every account-center mutation factory is made of: the core action, a key, and the reads
 * the change touched refetched before the mutation resolves (so an awaiting caller, and every
 * screen showing them, sees the new data without a reload). `networkMode: 'always'`: the
 * transport reports a network failure itself, and a paused change would only leave the user
 * waiting.
 */
export function accountMutationOptions<TData, TVariables>(
  name: string,
  action: (variables: TVariables) => Promise<TData>,
  refetch?: { queryClient: QueryClient; reads: readonly QueryName[] },
): UseMutationOptions<TData, KitError, TVariables> {
  return {
    mutationKey: [QUERY_KEY_ROOT, name],
    mutationFn: action,
    networkMode: 'always',
    ...(refetch ? { onSuccess: () => refetchReads(refetch.queryClient, refetch.reads) } : {}),
  };
}
