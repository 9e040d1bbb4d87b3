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
