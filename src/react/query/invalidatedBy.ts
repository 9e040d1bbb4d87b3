import type { QueryName, SubmitName } from '../../protocol/operations.js';

/**
 * Which reads each submit changes, so its hook refreshes them on success. Only what the spec
 * ties together: "deleting a webhook endpoint removes it from `list_webhook_endpoints`"
 * (spec "Events" 3); a vault's `enabled` flips when its wrapper is deployed and its figures
 * move with deposits (spec "Other stateful flags"); authenticators are listed by
 * `get_authenticators` and `get_user`. Submits whose records no query lists (session profiles,
 * ...) invalidate nothing.
 */
export const invalidatedBy: Readonly<Partial<Record<SubmitName, readonly QueryName[]>>> = {
  delete_webhook_endpoint: ['list_webhook_endpoints'],
  earn_deploy_wrapper: ['list_earn_vaults'],
  earn_deposit: ['list_earn_vaults'],
  create_authenticators: ['get_authenticators', 'get_user'],
  recover_user: ['get_authenticators', 'get_user'],
  // `get_user` (production's v1User) carries e-mail, tags and OAuth identities.
  update_user_email: ['get_user'],
  create_user_tag: ['get_user'],
  delete_oauth_providers: ['get_user'],
};
