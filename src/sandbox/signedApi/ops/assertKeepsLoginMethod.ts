import type { ErrorInfo } from 'embedded-wallet-kit/protocol';
import { GrpcCode } from 'embedded-wallet-kit/protocol';
import type { SandboxContext } from '../../sandboxContext.js';
import { ServiceError } from '../../serviceError.js';
import type { CredentialRecord, UserRecord } from '../../store/storedRecords.js';

/** What a removal takes away: contacts that stop logging in, records deleted. */
export interface LoginMethodChange {
  /** The e-mail stops being a way in (removed, or replaced by an unverified one). */
  email?: boolean;
  /** The same for the phone number. */
  phone?: boolean;
  authenticatorIds?: ReadonlySet<string>;
  oauthProviderIds?: ReadonlySet<string>;
  apiKeyIds?: ReadonlySet<string>;
}

// Session keys expire with their session: a login makes them, they are no way to log in.
const SESSION_TYPES: ReadonlySet<CredentialRecord['type']> = new Set([
  'CREDENTIAL_TYPE_READ_WRITE_SESSION_KEY_P256',
  'CREDENTIAL_TYPE_LOGIN',
]);

/**
 * How many ways into the account `user` has after `change`: a verified e-mail or phone number
 * (an OTP login reaches only a verified contact's account), each passkey, each OAuth identity,
 * and each API key that never expires (an external wallet's `wallet-auth:` key; any key that
 * stamps `stamp_login`). Session keys and short-lived keys (a signup's 60-second one) expire,
 * so they do not count.
 */
function loginMethodsAfter(
  ctx: SandboxContext,
  user: UserRecord,
  change: LoginMethodChange,
): number {
  const own = <T extends { organizationId: string }>(docs: T[]) =>
    docs.filter((d) => d.organizationId === user.organizationId);
  const contacts =
    Number(Boolean(user.userEmail) && user.emailVerified === true && !change.email) +
    Number(Boolean(user.userPhoneNumber) && user.phoneVerified === true && !change.phone);
  const passkeys = own(ctx.store.find('authenticator', 'userId', user.id)).filter(
    (a) => !change.authenticatorIds?.has(a.id),
  ).length;
  const identities = own(ctx.store.find('oauthProvider', 'userId', user.id)).filter(
    (p) => !change.oauthProviderIds?.has(p.id),
  ).length;
  const keys = own(ctx.store.find('credential', 'userId', user.id)).filter(
    (k) =>
      !change.apiKeyIds?.has(k.id) &&
      !SESSION_TYPES.has(k.type) &&
      k.expiresAtMs === undefined &&
      k.proxyScoped !== true,
  ).length;
  return contacts + passkeys + identities + keys;
}

/**
 * A user keeps at least one way to log in (`loginMethodsAfter`): a change that would take the
 * last one away is refused with 412 FAILED_PRECONDITION naming `field`, and an `ErrorInfo` whose
 * `reason` is `LAST_LOGIN_METHOD` (AIP-193), the code the kit already shows for it. Checked in the
 * activity's transaction, before anything is written: two removals sent at once (the e-mail from
 * one tab, the phone number from another) run one after the other, and the second sees the first.
 * A user with no way in before the change (the parent organization's users, keys only) is not
 * this rule's business.
 */
export function assertKeepsLoginMethod(
  ctx: SandboxContext,
  user: UserRecord,
  change: LoginMethodChange,
  field: string,
): void {
  if (loginMethodsAfter(ctx, user, change) > 0) return;
  if (loginMethodsAfter(ctx, user, {}) === 0) return;
  const message =
    'would leave the user no way to log in: add another login method before removing this one';
  const info: ErrorInfo = {
    '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
    reason: 'LAST_LOGIN_METHOD',
    domain: 'signed-api',
    metadata: { field },
  };
  throw new ServiceError(GrpcCode.FAILED_PRECONDITION, `${field}: ${message}`, [
    { field, description: message },
    info,
  ]);
}
