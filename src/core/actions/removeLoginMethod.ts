import { KitError } from '../errors/kitError.js';
import type { WalletKit } from '../walletKit.js';
import { signedInUser } from './signedInUser.js';
import { type LoginMethod, userLoginMethods } from './userLoginMethods.js';

/**
 * Removes one of the signed-in user's login methods with `remove`, unless it is the last one:
 * a user with no way left to log in would lose the account (and the wallets in it) at the end
 * of this session. The user is read first (`get_user`); the last method, or one that is not
 * the user's, is refused before anything is sent: `FAILED_PRECONDITION` with
 * `details.reason: 'LAST_LOGIN_METHOD'`, what the service answers for a user's last credential.
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
  if (methods.length === 1) {
    throw new KitError(
      'FAILED_PRECONDITION',
      'this is the only way left to log in to this account: add another before removing it',
      { details: { reason: 'LAST_LOGIN_METHOD', kind: method.kind } },
    );
  }
  return remove({ organizationId, userId });
}
