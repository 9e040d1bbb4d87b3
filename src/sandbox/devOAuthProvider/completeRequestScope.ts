import type { DevClientRegistry } from './devClientRegistry.js';

/**
 * The authorization request's query as the library should see it, its `scope` completed where
 * the providers the dev clients play accept what the library would refuse:
 *
 * - X and Discord ('oauth2' clients) name their own scopes (`users.read`, `identify`) and
 *   answer "who is this" for any token. oidc-provider only knows OIDC scopes: without one it
 *   grants nothing (access_denied) and its userinfo endpoint wants `openid`. So `openid` is
 *   added; their other scope values are kept and ignored.
 * - Apple ('oidc') answers a request with no `scope` at all, as the production React kit sends
 *   its hybrid request, with an id_token that names the user. OIDC Core 3.1.2.1 makes `openid`
 *   required, so an 'oidc' request WITHOUT a scope parameter gets `openid`; a scope that omits
 *   it stays as sent (and is refused, as OIDC Core says).
 */
export function completeRequestScope(search: string, registry: DevClientRegistry): string {
  const params = new URLSearchParams(search);
  const clientId = params.get('client_id');
  const kind = clientId ? registry.get(clientId)?.kind : undefined;
  const scopes = (params.get('scope') ?? '').split(' ').filter(Boolean);
  if (kind === 'oauth2' && !scopes.includes('openid')) {
    params.set('scope', ['openid', ...scopes].join(' '));
  } else if (kind === 'oidc' && !params.has('scope')) {
    params.set('scope', 'openid');
  } else {
    return search;
  }
  return `?${params}`;
}
