import { loginSignatureMessage } from '../../protocol/clientSignatureMessage.js';
import type { ProxyBody } from '../../protocol/operations.js';
import { signClientSignature } from '../crypto/signClientSignature.js';
import { isKitError } from '../errors/isKitError.js';
import type { StoredKey } from '../keys/keyStore.js';
import { traced } from '../platform/traced.js';
import { createAttestedStamper } from '../stampers/createAttestedStamper.js';
import type { WalletKit } from '../walletKit.js';
import { finishLogin } from './finishLogin.js';
import type { AccountIdentity } from './knownAccounts.js';
import type { LoginResult } from './loginResult.js';
import type { LoginToken } from './loginToken.js';
import { sessionLifetime } from './sessionLifetime.js';
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
 * The login's mode (attested `stamp_login` or the proxy's) is chosen once (`chooseLogIn`,
 * below), and the identity is remembered once logged in.
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
  // The login leaves before finishLogin starts, which checks a new wallet's app proofs beside
  // it: begun at once, their checks held the stamp's WebCrypto call and the request up by a
  // millisecond or two (Chrome traces).
  let sent = (): void => {};
  const leaving = new Promise<void>((resolve) => {
    sent = resolve;
  });
  const login = logIn({ key, token, organizationId, signal, sent });
  if (signedUp) await Promise.race([leaving, login.catch(() => {})]);
  const result = await finishLogin(kit, { token: login, key, ...signedUp, signal });
  await kit.knownAccounts.remember(identity);
  return result;
}

/** One login of a token's user (`chooseLogIn`'s modes). */
export interface LogInArgs {
  /** The session key the token is bound to. */
  key: StoredKey;
  token: LoginToken;
  /**
   * The user's sub-organization, when known (found by `account`, or just made by `signup_v2`);
   * else the service finds the token's user among the kit's organization's sub-organizations.
   */
  organizationId?: string;
  signal?: AbortSignal;
  /** Called once the login's request is on its way (its stamp or signature made). */
  sent?: () => void;
}

/** Logs a token's user in: answers the session JWT. */
type LogIn = (args: LogInArgs) => Promise<string>;

/**
 * The proxy's logins: `otp_login_v2` with a client signature over the login message (by the
 * session key, which is the token's key: wire-details, "Client signature"), or `oauth_login`.
 */
async function proxyLogIn(kit: WalletKit, args: LogInArgs): Promise<string> {
  const { key, token, organizationId } = args;
  const call = { signal: args.signal };
  if (token.kind === 'oidcToken') {
    const answer = kit.proxy.oauthLogin(
      { oidcToken: token.token, publicKey: key.publicKey, organizationId },
      call,
    );
    args.sent?.();
    return (await answer).session;
  }
  const clientSignature = await traced(kit.options.trace, 'crypto:client-signature', () =>
    signClientSignature(
      key.keyPair.privateKey,
      key.publicKey,
      loginSignatureMessage({ publicKey: key.publicKey, tokenId: token.tokenId }),
      kit.crypto,
    ),
  );
  const answer = kit.proxy.otpLoginV2(
    { verificationToken: token.token, publicKey: key.publicKey, clientSignature, organizationId },
    call,
  );
  args.sent?.();
  return (await answer).session;
}

/**
 * How this kit turns a token into a session (`WalletKitOptions.tokenLogin`), chosen once:
 * `'attested'`, one `stamp_login` to the signed API stamped `X-Stamp-Attested` with the token
 * (`attestedLogin` below); `'proxy'`, the proxy's `otp_login_v2` / `oauth_login`.
 */
function chooseLogIn(kit: WalletKit): LogIn {
  return kit.options.tokenLogin === 'attested'
    ? (args) => attestedLogin(kit, args)
    : (args) => proxyLogIn(kit, args);
}

/**
 * A token to a session in one request (wire-details, "Attested stamps"): `stamp_login` for the
 * session key, stamped `X-Stamp-Attested` by that key with the token that vouches for it. The
 * service checks the token as `otp_login_v2` / `oauth_login` would and spends a verification
 * token the same way. Answers the session JWT; a token whose user the service does not find is
 * `NOT_FOUND`, thrown like any other failure (and the token is not spent).
 */
export async function attestedLogin(kit: WalletKit, args: LogInArgs): Promise<string> {
  const stamper = createAttestedStamper({
    privateKey: args.key.keyPair.privateKey,
    publicKey: args.key.publicKey,
    scheme:
      args.token.kind === 'oidcToken'
        ? 'STAMP_ATTESTED_SCHEME_P256_OIDC'
        : 'STAMP_ATTESTED_SCHEME_P256_VERIFICATION_TOKEN',
    publicKeyAttestation: args.token.token,
    crypto: kit.crypto,
  });
  const expirationSeconds = await sessionLifetime(kit, args.signal);
  const { result } = await kit.api.stampLogin(
    { publicKey: args.key.publicKey, expirationSeconds },
    {
      organizationId: args.organizationId ?? kit.options.organizationId,
      // The request leaves right after its stamp.
      stamper: {
        ...stamper,
        stamp: (body) => stamper.stamp(body).finally(() => args.sent?.()),
      },
      signal: args.signal,
    },
  );
  return result.session;
}
