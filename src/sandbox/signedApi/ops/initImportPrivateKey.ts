import { initImportHandler } from './importTargets.js';

/**
 * `init_import_private_key` (wire-details, "Export and import"): a fresh target key signed by
 * the enclave `signer` together with the organization and importing user, so the client can
 * check both before encrypting key material to it (see `issueImportTarget`); what the client
 * seals to it goes to `import_private_key`.
 */
export const initImportPrivateKey = initImportHandler<'init_import_private_key'>('privateKey');
