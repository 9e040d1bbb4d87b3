import { initImportHandler } from './importTargets.js';

/**
 * `init_import_wallet` (ACTIVITY_TYPE_INIT_IMPORT_WALLET, production's
 * `v1InitImportWalletIntent`): the import bundle a mnemonic is sealed to for `import_wallet`,
 * in the same signed format as `init_import_private_key`'s (see `issueImportTarget`).
 */
export const initImportWallet = initImportHandler<'init_import_wallet'>('wallet');
