import { useWalletKitContext } from '../context/useWalletKitContext.js';
import { logoutMutationOptions } from '../query/logoutMutationOptions.js';
import { type MutationParameters, useKitMutation } from './useKitMutation.js';

/** Logout as a mutation: `mutate()` ends the session here and in the app's other tabs. */
export function useLogout(parameters: { mutation?: MutationParameters<void, void> } = {}) {
  const { kit } = useWalletKitContext();
  return useKitMutation(logoutMutationOptions(kit), parameters.mutation);
}
