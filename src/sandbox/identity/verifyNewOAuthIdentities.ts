import { existsField, invalidField } from '../fieldErrors.js';
import type { ProxyConfigRecord } from '../proxy/config/proxyRecords.js';
import type { SandboxContext } from '../sandboxContext.js';
import { linkedProviders } from './linkedProviders.js';
import { oauthIdentity } from './oauthIdentity.js';
import { type VerifiedOidcToken, verifyOidcToken } from './verifyOidcToken.js';

/** Spec "OAuth provider parameters". */
export interface OAuthProviderInput {
  oidcToken?: string;
  oidcClaims?: { iss: string; sub: string; aud: string };
}

/**
 * OAuth identities about to be linked to a user (a signup's, `create_oauth_providers`'s), taken
 * as the spec takes "OAuth provider parameters": each needs a verified `oidcToken` (claims alone
 * would let anyone claim someone else's identity); `oidcClaims`, when sent, must equal it; an
 * identity listed twice, linked to an account of this configuration's organization already, or
 * `taken` by the caller's own rule, is ALREADY_EXISTS. Refuses naming `fieldOf(i)` before
 * anything is stored.
 */
export async function verifyNewOAuthIdentities(
  ctx: SandboxContext,
  config: ProxyConfigRecord,
  providers: readonly OAuthProviderInput[],
  fieldOf: (index: number) => string,
  taken: (token: VerifiedOidcToken) => boolean = () => false,
): Promise<VerifiedOidcToken[]> {
  const tokens: VerifiedOidcToken[] = [];
  for (const [i, provider] of providers.entries()) {
    const field = fieldOf(i);
    if (!provider.oidcToken) {
      throw invalidField(`${field}.oidcToken`, 'is required (oidcClaims are checked against it)');
    }
    const token = await verifyOidcToken(ctx, config, provider.oidcToken, `${field}.oidcToken`);
    const claimed = provider.oidcClaims;
    if (
      claimed &&
      (claimed.iss !== token.iss || claimed.sub !== token.sub || claimed.aud !== token.aud)
    ) {
      throw invalidField(`${field}.oidcClaims`, 'do not match the oidcToken');
    }
    const twice = tokens.some((t) => oauthIdentity(t) === oauthIdentity(token));
    if (twice || linkedProviders(ctx, config, token).length > 0 || taken(token)) {
      throw existsField(`${field}.oidcToken`, 'this identity already has an account');
    }
    tokens.push(token);
  }
  return tokens;
}
