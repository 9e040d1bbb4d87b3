import type { ProxyConfigRecord } from '../proxy/config/proxyRecords.js';
import type { SandboxContext } from '../sandboxContext.js';
import type { OAuthProviderRecord } from '../store/storedRecords.js';
import { oauthIdentity } from './oauthIdentity.js';

/** OAuth links of sub-organizations of this configuration's organization. */
export function linkedProviders(
  ctx: SandboxContext,
  config: ProxyConfigRecord,
  token: { iss: string; sub: string; aud: string },
): OAuthProviderRecord[] {
  return ctx.store.find('oauthProvider', 'identity', oauthIdentity(token)).filter((p) => {
    const org = ctx.store.get('organization', p.organizationId);
    return org?.parentOrganizationId === config.organizationId;
  });
}
