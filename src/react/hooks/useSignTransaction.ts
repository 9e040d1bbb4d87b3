import type { SignedTransaction, SignTransactionArgs } from '../../core/index.js';
import { useWalletKitContext } from '../context/useWalletKitContext.js';
import { signTransactionMutationOptions } from '../query/signingMutationOptions.js';
import { type MutationParameters, useKitMutation } from './useKitMutation.js';

/**
 * Signs a transaction (Ethereum: unsigned serialized; Solana: the serialized transaction) with an
 * embedded account, after the kit's confirmation; broadcasting is the app's. wagmi's shape: one
 * `parameters` object, `{ mutation }` for TanStack's options.
 */
export function useSignTransaction(
  parameters: { mutation?: MutationParameters<SignedTransaction, SignTransactionArgs> } = {},
) {
  const { kit } = useWalletKitContext();
  const mutation = useKitMutation(signTransactionMutationOptions(kit), parameters.mutation);
  return {
    ...mutation,
    signTransaction: (args: SignTransactionArgs) => mutation.mutateAsync(args),
  };
}
