/**
 * Why a call to the dev OAuth provider failed, for the proxy's `oauth2_authenticate` to map onto
 * its own error answer.
 * - TOKEN_REQUEST_FAILED: the token endpoint refused the code exchange (RFC 6749 section 5.2;
 *   `oauthError` is e.g. `invalid_grant` for a wrong PKCE verifier, a reused or expired code,
 *   or a redirect_uri that differs from the authorization request's).
 * - USERINFO_REQUEST_FAILED: the userinfo endpoint refused the access token (RFC 6750 section 3.1).
 * - INVALID_RESPONSE: an endpoint answered 2xx with a body that is not what the protocol says.
 */
export type OAuthProviderErrorReason =
  | 'TOKEN_REQUEST_FAILED'
  | 'USERINFO_REQUEST_FAILED'
  | 'INVALID_RESPONSE';

export class OAuthProviderError extends Error {
  override name = 'OAuthProviderError';
  readonly reason: OAuthProviderErrorReason;
  /** The OAuth `error` code from the provider's answer, when it gave one. */
  readonly oauthError: string | undefined;
  /** The HTTP status of the provider's answer. */
  readonly status: number | undefined;

  constructor(
    reason: OAuthProviderErrorReason,
    message: string,
    details: { oauthError?: string; status?: number; cause?: unknown } = {},
  ) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.reason = reason;
    this.oauthError = details.oauthError;
    this.status = details.status;
  }
}
