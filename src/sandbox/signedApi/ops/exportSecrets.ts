import { utf8Encode } from 'embedded-wallet-kit/protocol/internal';
import { notFoundField } from '../../fieldErrors.js';
import type { SubmitHandler } from '../handlerTypes.js';
import { sealExport } from './sealExport.js';

/**
 * `export_secrets` (spec "Submit rules" 5; wire-details, "Export and import"): one payload per
 * requested secret, in request order, each the secret's plaintext HPKE-sealed to that entry's
 * `targetPublicKey` inside an envelope signed by the enclave `signer` key, whose data names the
 * organization. Every id is checked before anything is sealed, so a bad entry exports nothing.
 */
export const exportSecrets: SubmitHandler<'export_secrets'> = ({ ctx, params, organizationId }) => {
  const secrets = params.secrets.map((entry, i) => {
    const secret = ctx.store.get('secret', entry.secretId);
    if (!secret || secret.organizationId !== organizationId) {
      throw notFoundField(`parameters.secrets[${i}].secretId`, `no secret ${entry.secretId}`);
    }
    return secret;
  });
  const secretPayloads = params.secrets.map((entry, i) =>
    sealExport(
      ctx,
      organizationId,
      entry.targetPublicKey,
      utf8Encode(secrets[i]!.plaintext),
      `parameters.secrets[${i}].targetPublicKey`,
    ),
  );
  return { secretPayloads };
};
