import type { ProxyBody } from '../../protocol/operations.js';
import { isKitError } from '../errors/isKitError.js';
import type { StoredKey } from '../keys/keyStore.js';
import type { WalletKit } from '../walletKit.js';
import { chooseLogIn } from './chooseLogIn.js';
import { finishLogin } from './finishLogin.js';
import type { AccountIdentity } from './knownAccounts.js';
import type { LoginResult } from './loginResult.js';
import type { LoginToken } from './loginToken.js';
import { type SignUpArgs, signUp } from './signUp.js';

export interface LogInWithTokenArgs {
  /** The session key the token is bound to. */
  key: StoredKey;
  token: LoginToken;
  /** Who the token proves, as `kit.knownAccounts` remembers it. */
  identity: AccountIdentity;
  /** The `account` lookup that finds the identity's sub-organization. */
  lookup: ProxyBody<'account'>;
  /** A lookup made ahead found no account (an OTP's, at send time): sign up without another. */
  noAccount?: boolean;
  /** The signup of a new user. */
  signup: Omit<SignUpArgs, 'signal'>;
  signal?: AbortSignal;
}

/**
 * The rest of every login by token once the token is in hand and checked (an OTP's verification
 * token, an OIDC token), with no request that fails in a normal flow (browsers log every 4xx to
 * the console):
 * - a returning user on a device that has logged them in before (`kit.knownAccounts`): the
 *   login alone, one request (`stamp_login`, or the proxy's login). Should it find no account
 *   (deleted since), the identity is forgotten and the login goes on as on a new device;
 * - otherwise `account` (spec: no match is an empty answer, not an error) finds the user's
 *   sub-organization, and the login names it; a lookup made ahead that found none (`noAccount`)
 *   is not made again (with the token, the lookup counts fewer accounts, never more);
 * - a new user: `signup_v2`, then the login to the new sub-organization, the new wallet's boot
 *   proofs fetched beside it.
 * The login's mode (attested `stamp_login` or the proxy's) is chosen once (`chooseLogIn`), and
 * the identity is remembered once logged in.
 */
export async function logInWithToken(
  kit: WalletKit,
  args: LogInWithTokenArgs,
): Promise<LoginResult> {
  const { key, token, identity, signal } = args;
  const logIn = chooseLogIn(kit);
  if (await kit.knownAccounts.has(identity)) {
    try {
      return await finishLogin(kit, { token: logIn({ key, token, signal }), key, signal });
    } catch (error) {
      if (!isKitError(error, 'NOT_FOUND')) throw error;
      await kit.knownAccounts.forget(identity);
    }
  }
  const found = args.noAccount ? {} : await kit.proxy.account(args.lookup, { signal });
  const signedUp = found.organizationId ? undefined : await signUp(kit, { ...args.signup, signal });
  const organizationId = found.organizationId || signedUp?.signup.organizationId;
  // The login leaves before finishLogin, which fetches a new wallet's boot proofs beside it.
  const login = logIn({ key, token, organizationId, signal });
  const result = await finishLogin(kit, { token: login, key, ...signedUp, signal });
  await kit.knownAccounts.remember(identity);
  return result;
}
