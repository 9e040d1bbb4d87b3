import type { MessageSignature, SignTypedDataArgs } from '../../core/index.js';
import { useWalletKitContext } from '../context/useWalletKitContext.js';
import { signTypedDataMutationOptions } from '../query/signingMutationOptions.js';
import { type MutationParameters, useKitMutation } from './useKitMutation.js';

/**
 * Signs EIP-712 typed data with an embedded Ethereum account, after the kit's confirmation (its
 * domain and fields): `signTypedData({ account, typedData })`, the mutation's `data` the
 * signature. wagmi's shape: one `parameters` object, `{ mutation }` for TanStack's options.
 */
export function useSignTypedData(
  parameters: { mutation?: MutationParameters<MessageSignature, SignTypedDataArgs> } = {},
) {
  const { kit } = useWalletKitContext();
  const mutation = useKitMutation(signTypedDataMutationOptions(kit), parameters.mutation);
  return { ...mutation, signTypedData: (args: SignTypedDataArgs) => mutation.mutateAsync(args) };
}
