import type { ExportWalletArgs } from '../../core/index.js';
import type { FrameExportKind } from '../../protocol/index.js';
import { useWalletKitContext } from '../context/useWalletKitContext.js';
import { exportMutationOptions } from '../query/secretMutationOptions.js';
import { useKitQueryClient } from '../query/useKitQueryClient.js';
import { type MutationParameters, useKitMutation } from './useKitMutation.js';

/**
 * Exports a recovery phrase, an account's private key or a secret into the isolated frame
 * (`useWalletFrame`): `exportWallet({ frame, walletId })`. The secret shows in the frame only;
 * this page handles the frame's public key and ciphertext.
 */
export function useExport(
  parameters: { mutation?: MutationParameters<{ kind: FrameExportKind }, ExportWalletArgs> } = {},
) {
  const { kit } = useWalletKitContext();
  const mutation = useKitMutation(
    exportMutationOptions(kit, useKitQueryClient()),
    parameters.mutation,
  );
  return { ...mutation, exportWallet: (args: ExportWalletArgs) => mutation.mutateAsync(args) };
}
