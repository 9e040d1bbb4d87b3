import type { QueryBody } from '../../protocol/index.js';
import { type SessionQueryArgs as Args, useSessionQuery } from './useSessionQuery.js';

/*
 * One query hook per read of the spec ("Query operations"), each `useSessionQuery` of one
 * operation of the table. `organizationId` (and `userId` where the body has one) default to the
 * signed-in session's; until they are known the query waits. `query` passes TanStack settings.
 * (`list_earn_vaults` pages: see `useEarnVaults`.)
 */

/** `list_email_events`: delivery events of the e-mails sent to `email`, most recent first. */
export function useEmailEvents(args: Args<QueryBody<'list_email_events'>>) {
  return useSessionQuery('list_email_events', args);
}

/** `get_api_key`: one API key of the organization. */
export function useApiKey(args: Args<QueryBody<'get_api_key'>>) {
  return useSessionQuery('get_api_key', args);
}

/** `list_secrets`: the organization's secrets (metadata only), most recent first. */
export function useSecrets(args: Args<QueryBody<'list_secrets'>> = {}) {
  return useSessionQuery('list_secrets', args);
}

/** `list_webhook_endpoints`: the organization's webhook endpoints. */
export function useWebhookEndpoints(args: Args<QueryBody<'list_webhook_endpoints'>> = {}) {
  return useSessionQuery('list_webhook_endpoints', args);
}

/** `get_authenticators`: a user's passkeys (default: the signed-in user's). */
export function useAuthenticators(
  args: Args<QueryBody<'get_authenticators'>, 'organizationId' | 'userId'> = {},
) {
  return useSessionQuery('get_authenticators', args, ['organizationId', 'userId']);
}

/** `whoami`: the signed-in user and its organization, as the service sees the session key. */
export function useWhoami(args: Args<QueryBody<'whoami'>> = {}) {
  return useSessionQuery('whoami', args);
}

/** `get_user`: a user with its passkeys, keys, tags and OAuth identities (default: signed-in). */
export function useUser(args: Args<QueryBody<'get_user'>, 'organizationId' | 'userId'> = {}) {
  return useSessionQuery('get_user', args, ['organizationId', 'userId']);
}

/** `list_wallets`: the organization's wallets, oldest first. */
export function useWallets(args: Args<QueryBody<'list_wallets'>> = {}) {
  return useSessionQuery('list_wallets', args);
}

/** `list_wallet_accounts`: accounts of one wallet, or of all the organization's wallets. */
export function useWalletAccounts(args: Args<QueryBody<'list_wallet_accounts'>> = {}) {
  return useSessionQuery('list_wallet_accounts', args);
}

/** `get_activity`: one activity of the organization, as its submit answered it. */
export function useActivity(args: Args<QueryBody<'get_activity'>>) {
  return useSessionQuery('get_activity', args);
}
