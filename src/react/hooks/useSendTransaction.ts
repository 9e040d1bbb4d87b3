import type { SendTransactionArgs, SentTransaction } from '../../core/index.js';
import { useWalletKitContext } from '../context/useWalletKitContext.js';
import { sendTransactionMutationOptions } from '../query/signingMutationOptions.js';
import { type MutationParameters, useKitMutation } from './useKitMutation.js';

/**
 * Sends a transaction from an embedded account on a chain of the kit's `chains`: filled from the
 * chain, confirmed by the user, signed, broadcast; the mutation's `data` has the hash. wagmi's
 * shape: one `parameters` object, `{ mutation }` for TanStack's options.
 */
export function useSendTransaction(
  parameters: { mutation?: MutationParameters<SentTransaction, SendTransactionArgs> } = {},
) {
  const { kit } = useWalletKitContext();
  const mutation = useKitMutation(sendTransactionMutationOptions(kit), parameters.mutation);
  return {
    ...mutation,
    sendTransaction: (args: SendTransactionArgs) => mutation.mutateAsync(args),
  };
}
