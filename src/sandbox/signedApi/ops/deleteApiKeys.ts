import { deniedField } from '../../fieldErrors.js';
import type { SubmitHandler } from '../handlerTypes.js';
import { assertKeepsCredential } from './assertKeepsCredential.js';
import { assertKeepsLoginMethod } from './assertKeepsLoginMethod.js';
import { requireOrgUser } from './requireOrgUser.js';
import { requireUserRecords } from './requireUserRecords.js';

/**
 * `delete_api_keys` (ACTIVITY_TYPE_DELETE_API_KEYS, production's `v1DeleteApiKeysIntent`):
 * removes API keys of a user: an external wallet's `wallet-auth:` key (unlinking the wallet), a
 * session key (ending that session), any other key. Every id must be a key of that user (404
 * naming it otherwise), and the user must keep a way to log in (`assertKeepsLoginMethod`) and a
 * credential (`assertKeepsCredential`), before any is removed. A removed key no longer stamps,
 * the request's own included.
 */
export const deleteApiKeys: SubmitHandler<'delete_api_keys'> = ({
  ctx,
  params,
  organizationId,
}) => {
  const user = requireOrgUser(ctx, organizationId, params.userId, 'parameters.userId');
  const keys = requireUserRecords(
    ctx,
    'credential',
    params.apiKeyIds,
    { organizationId, userId: user.id },
    'parameters.apiKeyIds',
    'API key',
  );
  const proxyKey = keys.findIndex((k) => k.proxyScoped);
  if (proxyKey >= 0) {
    throw deniedField(
      `parameters.apiKeyIds[${params.apiKeyIds.indexOf(keys[proxyKey]!.id)}]`,
      "is the auth proxy's own key, which goes with the proxy configuration",
    );
  }
  const ids = new Set(keys.map((k) => k.id));
  assertKeepsLoginMethod(ctx, user, { apiKeyIds: ids }, 'parameters.apiKeyIds');
  assertKeepsCredential(ctx, user, { apiKeyIds: ids }, 'parameters.apiKeyIds');
  for (const id of ids) ctx.store.delete('credential', id);
  return { apiKeyIds: [...ids] };
};
