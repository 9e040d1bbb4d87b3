import { preconditionField } from '../../fieldErrors.js';
import type { SandboxContext } from '../../sandboxContext.js';
import type { UserRecord } from '../../store/storedRecords.js';

/**
 * The production rule for users: "Users must have at least one valid credential (one of API
 * key, passkey)" (its users documentation). A removal that would leave `user` with no passkey
 * and no live API key (an unexpired session key counts: it stamps like any API key) is refused
 * with FAILED_PRECONDITION naming `field`, before anything is deleted.
 *
 * It guards the service's invariant: something can still stamp. That the person keeps a way to
 * log in (an e-mail, a passkey, a social login) is `assertKeepsLoginMethod`'s rule.
 */
export function assertKeepsCredential(
  ctx: SandboxContext,
  user: UserRecord,
  removing: { authenticatorIds?: ReadonlySet<string>; apiKeyIds?: ReadonlySet<string> },
  field: string,
): void {
  const own = <T extends { organizationId: string }>(docs: T[]) =>
    docs.filter((d) => d.organizationId === user.organizationId);
  const now = ctx.now();
  const passkeys = own(ctx.store.find('authenticator', 'userId', user.id)).filter(
    (a) => !removing.authenticatorIds?.has(a.id),
  );
  const keys = own(ctx.store.find('credential', 'userId', user.id)).filter(
    (k) => !removing.apiKeyIds?.has(k.id) && (k.expiresAtMs === undefined || k.expiresAtMs > now),
  );
  if (passkeys.length + keys.length === 0) {
    throw preconditionField(
      field,
      'would leave the user without a credential: a user keeps at least one passkey or API key',
    );
  }
}
