import type { ProxyBody } from 'embedded-wallet-kit/protocol';
import { verifyNewOAuthIdentities } from '../../identity/verifyNewOAuthIdentities.js';
import type { VerifiedOidcToken } from '../../identity/verifyOidcToken.js';
import type { SandboxContext } from '../../sandboxContext.js';
import type { ProxyConfigRecord } from '../config/proxyRecords.js';

/**
 * The OAuth identities of a signup (spec "Signup"): each a verified `oidcToken`, its
 * `oidcClaims` equal to it when sent, none with an account here already
 * (`verifyNewOAuthIdentities`).
 */
export function verifySignupOAuthProviders(
  ctx: SandboxContext,
  config: ProxyConfigRecord,
  providers: ProxyBody<'signup_v2'>['oauthProviders'],
): Promise<VerifiedOidcToken[]> {
  return verifyNewOAuthIdentities(ctx, config, providers, (i) => `oauthProviders[${i}]`);
}
