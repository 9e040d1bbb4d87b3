import type { QueryBody } from '../../protocol/operations.js';
import { type SessionScoped, scopeToSession } from '../query/scopeToSession.js';
import { useSession } from './useSession.js';
import { type QueryHookOptions, useSignedQuery } from './useSignedQuery.js';

/*
 * One query hook per read of the spec ("Query operations"), each made from the operation table
 * by `useSignedQuery`. `organizationId` (and `userId` where the body has one) default to the
 * signed-in session's; until they are known the query waits. `query` passes TanStack settings.
 * (`list_earn_vaults` pages: see `useEarnVaults`.)
 */

type Args<B, F extends 'organizationId' | 'userId' = 'organizationId'> = SessionScoped<B, F> & {
  query?: QueryHookOptions;
};

/** `list_email_events`: delivery events of the e-mails sent to `email`, most recent first. */
export function useEmailEvents({ query, ...params }: Args<QueryBody<'list_email_events'>>) {
  const body = scopeToSession<QueryBody<'list_email_events'>>(params, useSession().session, [
    'organizationId',
  ]);
  return useSignedQuery('list_email_events', body, query);
}

/** `get_api_key`: one API key of the organization. */
export function useApiKey({ query, ...params }: Args<QueryBody<'get_api_key'>>) {
  const body = scopeToSession<QueryBody<'get_api_key'>>(params, useSession().session, [
    'organizationId',
  ]);
  return useSignedQuery('get_api_key', body, query);
}

/** `list_secrets`: the organization's secrets (metadata only), most recent first. */
export function useSecrets({ query, ...params }: Args<QueryBody<'list_secrets'>> = {}) {
  const body = scopeToSession<QueryBody<'list_secrets'>>(params, useSession().session, [
    'organizationId',
  ]);
  return useSignedQuery('list_secrets', body, query);
}

/** `list_webhook_endpoints`: the organization's webhook endpoints. */
export function useWebhookEndpoints({
  query,
  ...params
}: Args<QueryBody<'list_webhook_endpoints'>> = {}) {
  const body = scopeToSession<QueryBody<'list_webhook_endpoints'>>(params, useSession().session, [
    'organizationId',
  ]);
  return useSignedQuery('list_webhook_endpoints', body, query);
}

/** `get_authenticators`: a user's passkeys (default: the signed-in user's). */
export function useAuthenticators({
  query,
  ...params
}: Args<QueryBody<'get_authenticators'>, 'organizationId' | 'userId'> = {}) {
  const body = scopeToSession<QueryBody<'get_authenticators'>>(params, useSession().session, [
    'organizationId',
    'userId',
  ]);
  return useSignedQuery('get_authenticators', body, query);
}

/** `whoami`: the signed-in user and its organization, as the service sees the session key. */
export function useWhoami({ query, ...params }: Args<QueryBody<'whoami'>> = {}) {
  const body = scopeToSession<QueryBody<'whoami'>>(params, useSession().session, [
    'organizationId',
  ]);
  return useSignedQuery('whoami', body, query);
}

/** `get_user`: a user with its passkeys, keys, tags and OAuth identities (default: signed-in). */
export function useUser({
  query,
  ...params
}: Args<QueryBody<'get_user'>, 'organizationId' | 'userId'> = {}) {
  const body = scopeToSession<QueryBody<'get_user'>>(params, useSession().session, [
    'organizationId',
    'userId',
  ]);
  return useSignedQuery('get_user', body, query);
}

/** `list_wallets`: the organization's wallets, oldest first. */
export function useWallets({ query, ...params }: Args<QueryBody<'list_wallets'>> = {}) {
  const body = scopeToSession<QueryBody<'list_wallets'>>(params, useSession().session, [
    'organizationId',
  ]);
  return useSignedQuery('list_wallets', body, query);
}

/** `list_wallet_accounts`: accounts of one wallet, or of all the organization's wallets. */
export function useWalletAccounts({
  query,
  ...params
}: Args<QueryBody<'list_wallet_accounts'>> = {}) {
  const body = scopeToSession<QueryBody<'list_wallet_accounts'>>(params, useSession().session, [
    'organizationId',
  ]);
  return useSignedQuery('list_wallet_accounts', body, query);
}

/** `get_activity`: one activity of the organization, as its submit answered it. */
export function useActivity({ query, ...params }: Args<QueryBody<'get_activity'>>) {
  const body = scopeToSession<QueryBody<'get_activity'>>(params, useSession().session, [
    'organizationId',
  ]);
  return useSignedQuery('get_activity', body, query);
}
