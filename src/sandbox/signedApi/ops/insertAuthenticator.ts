import { randomUUID } from 'node:crypto';
import type { SandboxContext } from '../../sandboxContext.js';
import type { AuthenticatorRecord } from '../../store/storedRecords.js';
import type { VerifiedAuthenticator } from '../../webauthn/verifyAttestation.js';

/**
 * Stores a verified passkey for a user, indexed the way stamps (`credentialId`) and
 * `get_authenticators` (`userId`) find it. Returns the new authenticatorId.
 */
export function insertAuthenticator(
  ctx: SandboxContext,
  owner: { organizationId: string; userId: string },
  verified: VerifiedAuthenticator,
): string {
  const now = ctx.now();
  const doc: AuthenticatorRecord = {
    id: randomUUID(),
    organizationId: owner.organizationId,
    userId: owner.userId,
    ...verified,
    createdAtMs: now,
    updatedAtMs: now,
  };
  ctx.store.insert('authenticator', doc, {
    organizationId: owner.organizationId,
    index: { credentialId: doc.credentialId, userId: doc.userId },
  });
  return doc.id;
}
