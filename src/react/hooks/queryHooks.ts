import type { QueryBody } from '../../protocol/index.js';
import { type QueryHookParameters, useSessionQuery } from './useSessionQuery.js';

/*
 * One read hook per query of the spec ("Query operations"), each `useSessionQuery` of one
 * operation of the table, taking one parameters object: the body's fields and `query` (TanStack
 * settings). `organizationId` (and `userId` where the body has one) default to the signed-in
 * session's; until they are known the query waits. (`get_user` is `useUser`, in the React entry;
 * `list_earn_vaults` pages: see `useEarnVaults`.)
 */

/** `list_email_events`: delivery events of the e-mails sent to `email`, most recent first. */
export function useEmailEvents({
  query,
  ...body
}: QueryHookParameters<QueryBody<'list_email_events'>>) {
  return useSessionQuery({ operation: 'list_email_events', body, query });
}

/** `get_api_key`: one API key of the organization. */
export function useApiKey({ query, ...body }: QueryHookParameters<QueryBody<'get_api_key'>>) {
  return useSessionQuery({ operation: 'get_api_key', body, query });
}

/** `list_secrets`: the organization's secrets (metadata only), most recent first. */
export function useSecrets({
  query,
  ...body
}: QueryHookParameters<QueryBody<'list_secrets'>> = {}) {
  return useSessionQuery({ operation: 'list_secrets', body, query });
}

/** `list_webhook_endpoints`: the organization's webhook endpoints. */
export function useWebhookEndpoints({
  query,
  ...body
}: QueryHookParameters<QueryBody<'list_webhook_endpoints'>> = {}) {
  return useSessionQuery({ operation: 'list_webhook_endpoints', body, query });
}

/** `get_authenticators`: a user's passkeys (default: the signed-in user's). */
export function useAuthenticators({
  query,
  ...body
}: QueryHookParameters<QueryBody<'get_authenticators'>, 'organizationId' | 'userId'> = {}) {
  return useSessionQuery({
    operation: 'get_authenticators',
    body,
    fromSession: ['organizationId', 'userId'],
    query,
  });
}

/** `whoami`: the signed-in user and its organization, as the service sees the session key. */
export function useWhoami({ query, ...body }: QueryHookParameters<QueryBody<'whoami'>> = {}) {
  return useSessionQuery({ operation: 'whoami', body, query });
}

/** `list_wallets`: the organization's wallets, oldest first. */
export function useWallets({
  query,
  ...body
}: QueryHookParameters<QueryBody<'list_wallets'>> = {}) {
  return useSessionQuery({ operation: 'list_wallets', body, query });
}

/** `list_wallet_accounts`: accounts of one wallet, or of all the organization's wallets. */
export function useWalletAccounts({
  query,
  ...body
}: QueryHookParameters<QueryBody<'list_wallet_accounts'>> = {}) {
  return useSessionQuery({ operation: 'list_wallet_accounts', body, query });
}

/** `get_activity`: one activity of the organization, as its submit answered it. */
export function useActivity({ query, ...body }: QueryHookParameters<QueryBody<'get_activity'>>) {
  return useSessionQuery({ operation: 'get_activity', body, query });
}
