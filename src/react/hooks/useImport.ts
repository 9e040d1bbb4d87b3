import type { ImportPrivateKeyArgs, ImportWalletArgs } from '../../core/index.js';
import { useWalletKitContext } from '../context/useWalletKitContext.js';
import {
  type ImportResult,
  type ImportVariables,
  importMutationOptions,
} from '../query/secretMutationOptions.js';
import { useKitQueryClient } from '../query/useKitQueryClient.js';
import { type MutationParameters, useKitMutation } from './useKitMutation.js';

/**
 * Imports what the user typed in the isolated frame (`useWalletFrame`, then `beginImport`):
 * `importWallet({ frame, walletName })` for a recovery phrase, `importPrivateKey(...)` for a
 * key. This page forwards ciphertext only; the user's wallets are refetched after.
 */
export function useImport(
  parameters: { mutation?: MutationParameters<ImportResult, ImportVariables> } = {},
) {
  const { kit } = useWalletKitContext();
  const mutation = useKitMutation(
    importMutationOptions(kit, useKitQueryClient()),
    parameters.mutation,
  );
  return {
    ...mutation,
    importWallet: (args: ImportWalletArgs) => mutation.mutateAsync({ kind: 'mnemonic', ...args }),
    importPrivateKey: (args: ImportPrivateKeyArgs) =>
      mutation.mutateAsync({ kind: 'privateKey', ...args }),
  };
}
