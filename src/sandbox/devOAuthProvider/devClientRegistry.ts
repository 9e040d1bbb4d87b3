import type { ClientMetadata } from 'oidc-provider';
import type { DevOAuthClient } from './devOAuthTypes.js';

/**
 * The dev provider's client registry: validated at `setClients` time so a bad proxy config fails
 * loudly there, instead of as an opaque `invalid_client_metadata` in the middle of a login.
 */
export interface DevClientRegistry {
  get(clientId: string): DevOAuthClient | undefined;
  /** oidc-provider client metadata (RFC 7591 names) for a registered client. */
  metadata(clientId: string): ClientMetadata | undefined;
}

export function createDevClientRegistry(clients: readonly DevOAuthClient[]): DevClientRegistry {
  const byId = new Map<string, DevOAuthClient>();
  for (const client of clients) {
    const checked = checkClient(client);
    if (byId.has(checked.clientId)) {
      throw new TypeError(`duplicate OAuth client id ${JSON.stringify(checked.clientId)}`);
    }
    byId.set(checked.clientId, checked);
  }
  return {
    get: (clientId) => byId.get(clientId),
    metadata: (clientId) => {
      const client = byId.get(clientId);
      return client ? toClientMetadata(client) : undefined;
    },
  };
}

function checkClient(client: DevOAuthClient): DevOAuthClient {
  if (typeof client.clientId !== 'string' || client.clientId.length === 0) {
    throw new TypeError('OAuth client id must be a non-empty string');
  }
  if (client.kind !== 'oidc' && client.kind !== 'oauth2') {
    throw new TypeError(`OAuth client ${client.clientId}: kind must be 'oidc' or 'oauth2'`);
  }
  if (!Array.isArray(client.redirectUris) || client.redirectUris.length === 0) {
    throw new TypeError(`OAuth client ${client.clientId}: needs at least one redirect URI`);
  }
  for (const uri of client.redirectUris) {
    let parsed: URL;
    try {
      parsed = new URL(uri);
    } catch {
      throw new TypeError(`OAuth client ${client.clientId}: redirect URI ${uri} is not a URL`);
    }
    // RFC 6749 section 3.1.2: absolute URI, no fragment. Web clients only: http(s).
    if ((parsed.protocol !== 'http:' && parsed.protocol !== 'https:') || uri.includes('#')) {
      throw new TypeError(
        `OAuth client ${client.clientId}: redirect URI ${uri} must be http(s) without a fragment`,
      );
    }
  }
  return { clientId: client.clientId, redirectUris: [...client.redirectUris], kind: client.kind };
}

function toClientMetadata(client: DevOAuthClient): ClientMetadata {
  const common = {
    client_id: client.clientId,
    redirect_uris: [...client.redirectUris],
    application_type: 'web' as const,
    // Public clients: a browser app (implicit) or the proxy exchanging with PKCE; no secret.
    token_endpoint_auth_method: 'none' as const,
    id_token_signed_response_alg: 'ES256' as const,
  };
  if (client.kind === 'oidc') {
    // The three OIDC Core flows the production clients use: implicit `id_token` (3.2,
    // Google), hybrid `code id_token` (3.3, Apple) and code with PKCE whose token answer
    // carries the id_token (3.1, Facebook, redeemed by the app itself).
    return {
      ...common,
      response_types: ['id_token', 'code id_token', 'code'],
      grant_types: ['implicit', 'authorization_code'],
    };
  }
  // RFC 6749 section 4.1 with RFC 7636 PKCE (required by the provider's `pkce.required`).
  return { ...common, response_types: ['code'], grant_types: ['authorization_code'] };
}
