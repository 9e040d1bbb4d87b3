import { verifyAttestation } from '../../webauthn/verifyAttestation.js';
import type { SubmitHandler } from '../handlerTypes.js';
import { insertAuthenticator } from './insertAuthenticator.js';
import { requireOrgUser } from './requireOrgUser.js';

/**
 * `recover_user`: gives the user being recovered a new passkey, after verifying its
 * attestation against the given challenge. The result key holds the new id in an array
 * (`authenticatorId: string[]`, as the spec's table has it).
 */
export const recoverUser: SubmitHandler<'recover_user'> = async ({
  ctx,
  params,
  organizationId,
}) => {
  requireOrgUser(ctx, organizationId, params.userId, 'parameters.userId');
  const verified = await verifyAttestation(
    ctx,
    params.authenticator,
    'parameters.authenticator.attestation',
  );
  return {
    authenticatorId: [
      insertAuthenticator(ctx, { organizationId, userId: params.userId }, verified),
    ],
  };
};
