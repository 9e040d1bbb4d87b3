import type Provider from 'oidc-provider';

/**
 * The library refuses http and localhost redirect URIs for implicit web clients (OIDC Core
 * 3.2.2.1 wants https). Dev apps run on http://localhost, so skip exactly those two checks, as
 * oidc-provider's own recipe "implicit_http_localhost" does. Every other check stays.
 */
export function allowHttpAndLocalhostImplicitRedirects(provider: Provider): void {
  const schema = provider.Client.Schema.prototype;
  const invalidate = schema.invalidate;
  schema.invalidate = function invalidateExceptDevRedirects(message, code) {
    if (code === 'implicit-force-https' || code === 'implicit-forbid-localhost') return;
    invalidate.call(this, message, code);
  };
}
