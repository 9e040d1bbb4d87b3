import { hexToBytes } from 'embedded-wallet-kit/protocol/internal';
import { notFoundField, preconditionField } from '../../fieldErrors.js';
import type { SubmitHandler } from '../handlerTypes.js';
import { sealExport } from './sealExport.js';

/**
 * `export_private_key` (ACTIVITY_TYPE_EXPORT_PRIVATE_KEY, production's
 * `v1ExportPrivateKeyIntent`): the key's 32 raw bytes sealed to the client's target key in a
 * signed export bundle (`sealExport`). The sandbox holds key material for the keys brought in
 * by `import_private_key`; its seeded demo keys have only a public key, so exporting one is a
 * FAILED_PRECONDITION that says so.
 */
export const exportPrivateKey: SubmitHandler<'export_private_key'> = ({
  ctx,
  params,
  organizationId,
}) => {
  const field = 'parameters.privateKeyId';
  const imported = ctx.store.get('importedPrivateKey', params.privateKeyId);
  if (imported?.organizationId === organizationId) {
    return {
      privateKeyId: imported.id,
      exportBundle: sealExport(
        ctx,
        organizationId,
        params.targetPublicKey,
        hexToBytes(imported.privateKey),
        'parameters.targetPublicKey',
      ),
    };
  }
  const seeded = ctx.store.get('privateKey', params.privateKeyId);
  if (seeded?.organizationId === organizationId) {
    throw preconditionField(
      field,
      'is a seeded demo key: the sandbox keeps no key material for it (imported keys export)',
    );
  }
  throw notFoundField(field, `no private key ${params.privateKeyId} in this organization`);
};
