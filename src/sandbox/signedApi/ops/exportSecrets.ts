import { utf8Encode } from 'embedded-wallet-kit/protocol';
import { createExportBundle, EnclaveError } from '../../enclave/index.js';
import type { SubmitHandler } from '../handlerTypes.js';
import { invalidField, notFoundField } from './fieldErrors.js';

/**
 * `export_secrets` (spec "Submit rules" 5; wire-details, "Export and import"): one payload per
 * requested secret, in request order, each the secret's plaintext HPKE-sealed to that entry's
 * `targetPublicKey` inside an envelope signed by the enclave `signer` key, whose data names the
 * organization. Every id is checked before anything is sealed, so a bad entry exports nothing.
 */
export const exportSecrets: SubmitHandler<'export_secrets'> = async ({
  ctx,
  params,
  organizationId,
}) => {
  const secrets = params.secrets.map((entry, i) => {
    const secret = ctx.store.get('secret', entry.secretId);
    if (!secret || secret.organizationId !== organizationId) {
      throw notFoundField(`parameters.secrets[${i}].secretId`, `no secret ${entry.secretId}`);
    }
    return secret;
  });
  const { signer } = ctx.keys;
  const secretPayloads: string[] = [];
  for (const [i, entry] of params.secrets.entries()) {
    try {
      secretPayloads.push(
        createExportBundle(signer, {
          organizationId,
          targetPublicKey: entry.targetPublicKey,
          plaintext: utf8Encode(secrets[i]!.plaintext),
        }),
      );
    } catch (error) {
      if (error instanceof EnclaveError && error.reason === 'INVALID_KEY') {
        throw invalidField(`parameters.secrets[${i}].targetPublicKey`, 'is not a point on P-256');
      }
      throw error;
    }
  }
  return { secretPayloads };
};
