import { checkNewApiKeys } from '../../identity/checkNewApiKeys.js';
import { insertApiKey } from '../../identity/insertApiKey.js';
import type { SubmitHandler } from '../handlerTypes.js';
import { requireOrgUser } from './requireOrgUser.js';

/**
 * `create_api_keys` (ACTIVITY_TYPE_CREATE_API_KEYS_V2, production's `v1CreateApiKeysIntentV2`):
 * registers keys that stamp as the user. An external wallet is linked this way, as signup makes
 * it (wire-details, "External wallets": `wallet-auth:<publicKey>`, secp256k1 or Ed25519), and
 * then logs in with `stamp_login`. Keys are checked as a signup's are (`checkNewApiKeys`: a
 * sound key of its curve, no small-order Ed25519 key, none that already stamps for anyone), all
 * before any is stored. `expirationSeconds` makes it expire.
 */
export const createApiKeys: SubmitHandler<'create_api_keys'> = ({
  ctx,
  params,
  organizationId,
}) => {
  const user = requireOrgUser(ctx, organizationId, params.userId, 'parameters.userId');
  const keys = checkNewApiKeys(ctx, params.apiKeys, (i) => `parameters.apiKeys[${i}].publicKey`);
  const now = ctx.now();
  const apiKeyIds = keys.map(
    (key) => insertApiKey(ctx, { organizationId, userId: user.id }, key, now).id,
  );
  return { apiKeyIds };
};
