import { useMutation } from '@tanstack/react-query';
import { reportError } from '../context/reportError.js';
import { useWalletKitContext } from '../context/useWalletKitContext.js';
import { logoutMutationOptions } from '../query/logoutMutationOptions.js';

/** Logout as a mutation: `mutate()` ends the session here and in the app's other tabs. */
export function useLogout() {
  const { kit, callbacks } = useWalletKitContext();
  return useMutation({
    ...logoutMutationOptions(kit),
    onError: (error) => reportError(callbacks(), error),
  });
}
