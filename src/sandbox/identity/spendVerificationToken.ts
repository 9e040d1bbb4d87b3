import type { UsedTokenRecord } from '../proxy/config/proxyRecords.js';
import type { SandboxContext } from '../sandboxContext.js';
import { ServiceError } from '../serviceError.js';

/**
 * Records that a verification token was used for `usage`, refusing a second use. One token may
 * serve one signup and one login (the flow of DESIGN.md: verify, sign up, log in), each once;
 * the client signature of each names its usage type (wire-details, "Client signature").
 * Runs inside the activity's transaction, so a refused activity leaves the token unspent.
 */
export function spendVerificationToken(
  ctx: SandboxContext,
  tokenId: string,
  usage: UsedTokenRecord['usage'],
  field = 'verificationToken',
): void {
  const id = `${tokenId}:${usage}`;
  if (ctx.store.get('usedToken', id)) {
    throw ServiceError.unauthenticated(`${field} was already used`, [
      { field, description: 'already used' },
    ]);
  }
  ctx.store.insert('usedToken', { id, tokenId, usage, usedAtMs: ctx.now() });
}
