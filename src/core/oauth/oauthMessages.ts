/**
 * What the provider handed back to the redirect page (RFC 6749 section 4.1.2, OIDC Core 3.2.2.5).
 */
export interface OAuthRedirectResult {
  state?: string;
  idToken?: string;
  code?: string;
  error?: string;
  errorDescription?: string;
}

/** `type` of the message the redirect page posts to the opener. */
export const OAUTH_MESSAGE_TYPE = 'embedded-wallet-kit:oauth';
/** Pending redirect login, in `pendingStorage` (tab-scoped). */
export const OAUTH_PENDING_KEY = 'embedded-wallet-kit:oauth:pending';
/** A redirect result waiting for `resumeOAuthRedirect`, in `pendingStorage`. */
export const OAUTH_RESULT_KEY = 'embedded-wallet-kit:oauth:result';

/**
 * Reads the provider's answer from a redirect URL: the fragment (implicit `id_token`) and the
 * query (authorization `code`, and errors, which may come in either).
 */
export function readOAuthRedirect(url: string): OAuthRedirectResult | undefined {
  const parsed = new URL(url);
  const params = new URLSearchParams(parsed.search);
  for (const [k, v] of new URLSearchParams(parsed.hash.replace(/^#/, ''))) params.set(k, v);
  const result: OAuthRedirectResult = {};
  const pick = (name: string, field: keyof OAuthRedirectResult) => {
    const value = params.get(name);
    if (value !== null) result[field] = value;
  };
  pick('state', 'state');
  pick('id_token', 'idToken');
  pick('code', 'code');
  pick('error', 'error');
  pick('error_description', 'errorDescription');
  return result.state !== undefined || result.error !== undefined ? result : undefined;
}
