import { verifyAttestation } from '../../webauthn/verifyAttestation.js';
import type { SubmitHandler } from '../handlerTypes.js';
import { insertAuthenticator } from './insertAuthenticator.js';
import { requireOrgUser } from './requireOrgUser.js';

/**
 * `create_authenticators` (ACTIVITY_TYPE_CREATE_AUTHENTICATORS_V2): each attestation is verified
 * against its own `challenge` before its passkey is stored; one failure stores none (the
 * activity's transaction rolls back). The same passkey twice in one request is refused too.
 */
export const createAuthenticators: SubmitHandler<'create_authenticators'> = async ({
  ctx,
  params,
  organizationId,
}) => {
  requireOrgUser(ctx, organizationId, params.userId, 'parameters.userId');
  const authenticatorIds: string[] = [];
  for (const [i, input] of params.authenticators.entries()) {
    const verified = await verifyAttestation(
      ctx,
      input,
      `parameters.authenticators[${i}].attestation`,
    );
    authenticatorIds.push(
      insertAuthenticator(ctx, { organizationId, userId: params.userId }, verified),
    );
  }
  return { authenticatorIds };
};
