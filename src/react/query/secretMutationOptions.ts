import type { QueryClient } from '@tanstack/react-query';
import {
  type ExportWalletArgs,
  exportWallet,
  type ImportPrivateKeyArgs,
  type ImportWalletArgs,
  importPrivateKey,
  importWallet,
  type WalletKit,
} from '../../core/index.js';
import type { SubmitResult } from '../../protocol/index.js';
import { accountMutationOptions, WALLET_READS } from './accountMutationOptions.js';

/** Which import: a recovery phrase (a wallet) or a private key, typed in the frame. */
export type ImportVariables =
  | ({ kind: 'mnemonic' } & ImportWalletArgs)
  | ({ kind: 'privateKey' } & ImportPrivateKeyArgs);

/** What an import made: a wallet, or a private key, and its addresses. */
export type ImportResult =
  | ({ kind: 'mnemonic' } & SubmitResult<'import_wallet'>)
  | ({ kind: 'privateKey' } & SubmitResult<'import_private_key'>);

/**
 * Exports a secret into the isolated frame (core `exportWallet`): the page handles a public key
 * and ciphertext only. An exported wallet is marked so (`list_wallets`' `exported`).
 */
export const exportMutationOptions = (kit: WalletKit, queryClient: QueryClient) =>
  accountMutationOptions('export', (args: ExportWalletArgs) => exportWallet(kit, args), {
    queryClient,
    reads: WALLET_READS,
  });

/**
 * Imports what the user typed in the isolated frame (core `importWallet` /
 * `importPrivateKey`): the page forwards ciphertext only.
 */
export const importMutationOptions = (kit: WalletKit, queryClient: QueryClient) =>
  accountMutationOptions(
    'import',
    async (variables: ImportVariables): Promise<ImportResult> => {
      if (variables.kind === 'mnemonic') {
        const { kind, ...args } = variables;
        return { kind, ...(await importWallet(kit, args)) };
      }
      const { kind, ...args } = variables;
      return { kind, ...(await importPrivateKey(kit, args)) };
    },
    { queryClient, reads: WALLET_READS },
  );
