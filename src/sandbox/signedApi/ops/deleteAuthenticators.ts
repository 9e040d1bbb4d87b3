import type { SubmitHandler } from '../handlerTypes.js';
import { assertKeepsCredential } from './assertKeepsCredential.js';
import { assertKeepsLoginMethod } from './assertKeepsLoginMethod.js';
import { requireOrgUser } from './requireOrgUser.js';
import { requireUserRecords } from './requireUserRecords.js';

/**
 * `delete_authenticators` (ACTIVITY_TYPE_DELETE_AUTHENTICATORS, production's
 * `v1DeleteAuthenticatorsIntent`): removes passkeys of a user. Every id must be a passkey of
 * that user (404 naming it otherwise), and the user must keep a way to log in
 * (`assertKeepsLoginMethod`) and a credential (`assertKeepsCredential`), before any is removed.
 * A removed passkey no longer stamps.
 */
export const deleteAuthenticators: SubmitHandler<'delete_authenticators'> = ({
  ctx,
  params,
  organizationId,
}) => {
  const user = requireOrgUser(ctx, organizationId, params.userId, 'parameters.userId');
  const passkeys = requireUserRecords(
    ctx,
    'authenticator',
    params.authenticatorIds,
    { organizationId, userId: user.id },
    'parameters.authenticatorIds',
    'authenticator',
  );
  const ids = new Set(passkeys.map((p) => p.id));
  assertKeepsLoginMethod(ctx, user, { authenticatorIds: ids }, 'parameters.authenticatorIds');
  assertKeepsCredential(ctx, user, { authenticatorIds: ids }, 'parameters.authenticatorIds');
  for (const id of ids) ctx.store.delete('authenticator', id);
  return { authenticatorIds: [...ids] };
};
