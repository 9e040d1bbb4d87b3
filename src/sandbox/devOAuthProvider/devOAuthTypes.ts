import type { SandboxReply } from '../http/sandboxReply.js';
import type { SandboxRequest } from '../http/sandboxRequest.js';

/**
 * Public shapes of the sandbox's development OAuth 2.0 / OpenID Connect provider.
 *
 * DEV ONLY: that provider authenticates whoever types a name and an e-mail address. It exists
 * so the kit's Google/Apple-style (OIDC) and X/Discord-style (OAuth 2.0 + PKCE) logins run
 * offline; it must never stand in for a real identity provider.
 */

/** A client registered with the dev provider (the proxy configuration's OAuth clients). */
export interface DevOAuthClient {
  clientId: string;
  /** Compared by exact string match, as RFC 6749 section 3.1.2 and OIDC Core 3.1.2.1 ask. */
  redirectUris: string[];
  /**
   * 'oidc': plays Google/Apple/Facebook, OIDC with a `nonce`: implicit `id_token`, hybrid
   * `code id_token`, or `code` with PKCE S256 redeemed at the token endpoint for an id_token.
   * 'oauth2': plays X/Discord, `response_type=code` with PKCE S256 required, then the token
   * endpoint and the userinfo endpoint (`/me`).
   */
  kind: 'oidc' | 'oauth2';
}

/** The person behind a token of the dev provider. */
export interface DevOAuthIdentity {
  /**
   * Derived from the lower-cased e-mail: the same e-mail gets the same `sub`, even after a restart.
   */
  sub: string;
  email: string;
  name: string;
  /** Whether the person ticked "e-mail verified" on the login page (the `email_verified` claim). */
  emailVerified: boolean;
}

/** A public signing key of the dev provider, as a JWK with its key id. */
export interface DevOAuthPublicJwk extends JsonWebKey {
  kid: string;
}

export interface DevOAuthProvider {
  /** The issuer identifier (`iss` of its id_tokens), e.g. `${baseUrl}/oauth`, no trailing slash. */
  readonly issuer: string;
  /** Serves every path under the issuer's path; anything else gets a 404. Never throws. */
  handle(request: SandboxRequest): Promise<SandboxReply>;
  /**
   * Replaces the client registry; the next request sees it. Throws TypeError on a malformed client.
   */
  setClients(clients: DevOAuthClient[]): void;
  /** The public keys that verify its id_tokens (the same set as `${issuer}/jwks`). */
  publicJwks(): { keys: DevOAuthPublicJwk[] };
  /** Forgets all state; later requests get 503. */
  close(): Promise<void>;
}

export interface CreateDevOAuthProviderOptions {
  /** Absolute http(s) URL without query or fragment, e.g. `http://localhost:8787/oauth`. */
  issuer: string;
  clients: DevOAuthClient[];
  /**
   * Clock (ms since the epoch) for the provider's in-memory storage expiry. The library itself
   * stamps `iat`/`exp` with `Date.now()`, which cannot be injected.
   */
  now?: () => number;
}
