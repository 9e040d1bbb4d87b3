import type { SandboxContext } from '../sandboxContext.js';

/** Spec "Limits": the proxy's default session lifetime. */
export const DEFAULT_SESSION_SECONDS = 900;

/**
 * The default session lifetime for logins into `organizationId`: its proxy configuration's
 * (the organization's own, or its parent's for a sub-organization), else the spec's 900 s.
 */
export function sessionSecondsFor(ctx: SandboxContext, organizationId: string): number {
  const org = ctx.store.get('organization', organizationId);
  const owner = org?.parentOrganizationId ?? organizationId;
  const config = ctx.store.findOne('proxyConfig', 'organizationId', owner);
  return config?.sessionExpirationSeconds ?? DEFAULT_SESSION_SECONDS;
}
