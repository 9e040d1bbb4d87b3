import { errorInfoOf } from '../errors/errorInfoOf.js';
import { isKitError } from '../errors/isKitError.js';
import { KitError } from '../errors/kitError.js';
import type { WalletKit } from '../walletKit.js';
import { signedInUser } from './signedInUser.js';
import { type LoginMethod, userLoginMethods } from './userLoginMethods.js';

/**
 * Removes one of the signed-in user's login methods with `remove`, unless it is the last one:
 * a user with no way left to log in would lose the account (and the wallets in it) at the end
 * of this session. The user is read first (`get_user`); the last method, or one that is not
 * the user's, is refused before anything is sent: `FAILED_PRECONDITION` with
 * `details.reason: 'LAST_LOGIN_METHOD'`. The service refuses the same (its `ErrorInfo` names the
 * reason) when removals race, and that refusal is thrown in the same shape.
 */
export async function removeLoginMethod<T>(
  kit: WalletKit,
  /** Without `id`: the user's method of that kind (their e-mail, their phone number). */
  method: { kind: LoginMethod['kind']; id?: string },
  signal: AbortSignal | undefined,
  remove: (owner: { organizationId: string; userId: string }) => Promise<T>,
): Promise<T> {
  const { organizationId, userId } = signedInUser(kit);
  const { user } = await kit.api.getUser({ organizationId, userId }, { signal });
  const methods = userLoginMethods(user);
  if (!methods.some((m) => m.kind === method.kind && (method.id ?? m.id) === m.id)) {
    throw new KitError('NOT_FOUND', `this user has no ${method.kind} ${method.id ?? ''}`.trim(), {
      details: { kind: method.kind },
    });
  }
  const lastMethod = (cause?: unknown) =>
    new KitError(
      'FAILED_PRECONDITION',
      'this is the only way left to log in to this account: add another before removing it',
      { details: { reason: 'LAST_LOGIN_METHOD', kind: method.kind }, cause },
    );
  if (methods.length === 1) throw lastMethod();
  return remove({ organizationId, userId }).catch((error: unknown) => {
    // The service keeps the last method too, atomically: another tab's removal may have taken
    // the other one since `get_user` was read (412 with an ErrorInfo, reason LAST_LOGIN_METHOD).
    const serverDetails = isKitError(error) ? error.details.serverDetails : undefined;
    if (errorInfoOf(serverDetails)?.reason === 'LAST_LOGIN_METHOD') throw lastMethod(error);
    throw error;
  });
}
