import type { SandboxContext } from '../sandboxContext.js';
import { ServiceError } from '../serviceError.js';
import type { Caller } from '../signedApi/caller.js';
import type { ProxyConfigRecord } from './config/proxyRecords.js';

/**
 * The proxy configuration whose key stamped a forwarded activity. Only the proxy's own key may
 * submit the proxy's activities: any other caller (an admin key, a session) is refused, so
 * nobody reaches OTP or OAuth logins except through the proxy's checks.
 */
export function proxyConfigOfCaller(
  ctx: SandboxContext,
  caller: Caller,
  type: string,
): ProxyConfigRecord {
  const credentialId = caller.credential?.proxyScoped ? caller.credential.id : undefined;
  const config = credentialId
    ? ctx.store.findOne('proxyConfig', 'proxyCredentialId', credentialId)
    : undefined;
  if (!config) throw ServiceError.denied(`${type} may be submitted only by the auth proxy's key`);
  if (!config.enabled)
    throw ServiceError.denied('the auth proxy is disabled for this organization');
  return config;
}
