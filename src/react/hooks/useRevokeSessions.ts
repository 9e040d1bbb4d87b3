import type { RevokeSessionsArgs } from '../../core/index.js';
import { useWalletKitContext } from '../context/useWalletKitContext.js';
import { revokeSessionsMutationOptions } from '../query/revokeSessionsMutationOptions.js';
import { useKitQueryClient } from '../query/useKitQueryClient.js';
import { type MutationParameters, useKitMutation } from './useKitMutation.js';

/**
 * Ends other sessions of the user: `revokeSessions({ apiKeyIds })` or `{ others: true }`. Each
 * one's next signed call is refused and its tab signs out; this browser's session ends with
 * `useLogout`.
 */
export function useRevokeSessions(
  parameters: { mutation?: MutationParameters<string[], RevokeSessionsArgs> } = {},
) {
  const { kit } = useWalletKitContext();
  const mutation = useKitMutation(
    revokeSessionsMutationOptions(kit, useKitQueryClient()),
    parameters.mutation,
  );
  return {
    ...mutation,
    revokeSessions: (args: RevokeSessionsArgs) => mutation.mutateAsync(args),
  };
}
