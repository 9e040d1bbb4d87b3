import type { ProxyBody } from 'embedded-wallet-kit/protocol';
import { linkedProviders } from '../../identity/linkedProviders.js';
import { type VerifiedOidcToken, verifyOidcToken } from '../../identity/verifyOidcToken.js';
import type { SandboxContext } from '../../sandboxContext.js';
import { existsField, invalidField } from '../../signedApi/ops/fieldErrors.js';
import type { ProxyConfigRecord } from '../config/proxyRecords.js';

/**
 * The OAuth identities of a signup (spec "Signup"): each needs a verified `oidcToken`;
 * `oidcClaims`, when sent, must equal it; an identity that already has an account here is
 * ALREADY_EXISTS.
 */
export async function verifySignupOAuthProviders(
  ctx: SandboxContext,
  config: ProxyConfigRecord,
  providers: ProxyBody<'signup_v2'>['oauthProviders'],
): Promise<VerifiedOidcToken[]> {
  const tokens: VerifiedOidcToken[] = [];
  for (const [i, provider] of providers.entries()) {
    const field = `oauthProviders[${i}]`;
    if (!provider.oidcToken)
      throw invalidField(`${field}.oidcToken`, 'is required (oidcClaims are checked against it)');
    const token = await verifyOidcToken(ctx, config, provider.oidcToken, `${field}.oidcToken`);
    const claimed = provider.oidcClaims;
    if (
      claimed &&
      (claimed.iss !== token.iss || claimed.sub !== token.sub || claimed.aud !== token.aud)
    ) {
      throw invalidField(`${field}.oidcClaims`, 'do not match the oidcToken');
    }
    if (linkedProviders(ctx, config, token).length > 0) {
      throw existsField(`${field}.oidcToken`, 'this identity already has an account');
    }
    tokens.push(token);
  }
  return tokens;
}
