import { PRODUCTION_ERROR_TEXT } from 'embedded-wallet-kit/protocol/internal';
import { notFoundField } from '../../fieldErrors.js';
import type { SandboxContext } from '../../sandboxContext.js';
import { ServiceError } from '../../serviceError.js';
import type { Caller } from '../caller.js';
import type { QueryHandler } from '../handlerTypes.js';

/**
 * `whoami` (production's `v1GetWhoamiRequest`): the stamping user and its organization. The body
 * may name the caller's organization or its parent (production allows the parent for a passkey
 * user whose sub-organization is not known yet; see `authorizeWhoami` below).
 */
export const whoami: QueryHandler<'whoami'> = ({ ctx, caller }) => {
  const organization = ctx.store.get('organization', caller.organizationId);
  const user = ctx.store.get('user', caller.userId);
  if (!organization || !user) throw notFoundField('organizationId', 'the caller is gone');
  return {
    organizationId: organization.id,
    organizationName: organization.name,
    userId: user.id,
    username: user.userName,
  };
};

/**
 * `whoami` answers about the caller itself, so the body may name the caller's organization or,
 * as production allows for a passkey user who does not know its sub-organization yet, that
 * organization's parent. Any other organization is refused as production words it.
 */
export function authorizeWhoami(ctx: SandboxContext, caller: Caller, organizationId: string): void {
  if (caller.organizationId === organizationId) return;
  const own = ctx.store.get('organization', caller.organizationId);
  if (own?.parentOrganizationId === organizationId) return;
  throw ServiceError.unauthenticated(
    `${PRODUCTION_ERROR_TEXT.publicKeyNotFound}: the stamping key does not belong to this organization`,
  );
}
