import type { MessageSignature, SignMessageArgs } from '../../core/index.js';
import { useWalletKitContext } from '../context/useWalletKitContext.js';
import { signMessageMutationOptions } from '../query/signMessageMutationOptions.js';
import { type MutationParameters, useKitMutation } from './useKitMutation.js';

/**
 * Signs a message with an embedded wallet account, for a custom UI's own confirmation:
 * `signMessage({ message, account })` (EIP-191 for Ethereum, raw Ed25519 for Solana). For the
 * kit's confirmation screen, `useAccountModal().signMessage({ message })`.
 */
export function useSignMessage(
  parameters: { mutation?: MutationParameters<MessageSignature, SignMessageArgs> } = {},
) {
  const { kit } = useWalletKitContext();
  const mutation = useKitMutation(signMessageMutationOptions(kit), parameters.mutation);
  return { ...mutation, signMessage: (args: SignMessageArgs) => mutation.mutateAsync(args) };
}
