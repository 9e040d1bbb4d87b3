import { notFoundField } from '../../fieldErrors.js';
import type { SandboxContext } from '../../sandboxContext.js';
import type { UserRecord } from '../../store/storedRecords.js';

/**
 * The user `userId` of `organizationId`, or 404 naming `field`. A user of another organization
 * answers exactly like an unknown one, so ids of other tenants cannot be probed.
 */
export function requireOrgUser(
  ctx: SandboxContext,
  organizationId: string,
  userId: string,
  field: string,
): UserRecord {
  const user = ctx.store.get('user', userId);
  if (!user || user.organizationId !== organizationId) {
    throw notFoundField(field, `no user ${userId} in this organization`);
  }
  return user;
}
