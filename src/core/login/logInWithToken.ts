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
 * - a new user: `signup_v2`, the login made beside it and sent when it answers, the new wallet's
 *   boot proofs fetched beside the login.
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
  // A new user's login is made while the signup travels (its body and stamp ready, sent to the
  // kit's organization, among whose sub-organizations the service finds the token's user) and
  // leaves the moment the signup answers; a signup that fails sends no login. Made after the
  // answer, its stamp would wait on WebCrypto behind the new wallet's proof checks (2-3 ms in
  // Chrome traces).
  const signingUp = found.organizationId ? undefined : signUp(kit, { ...args.signup, signal });
  const { organizationId } = found;
  const login = logIn({ key, token, organizationId, signal, after: signingUp });
  // Read by finishLogin; when the signup fails, its error is the one thrown.
  login.catch(() => {});
  const signedUp = await signingUp;
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
   * The user's sub-organization, when `account` found it; else the service finds the token's
   * user among the kit's organization's sub-organizations (wire-details, "Attested stamps").
   */
  organizationId?: string;
  signal?: AbortSignal;
  /**
   * The request is made at once but leaves only once this has answered (a signup in flight);
   * if it fails, the login fails unsent, with its error.
   */
  after?: Promise<unknown>;
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
    await args.after;
    const answer = await kit.proxy.oauthLogin(
      { oidcToken: token.token, publicKey: key.publicKey, organizationId },
      call,
    );
    return answer.session;
  }
  const clientSignature = await traced(kit.options.trace, 'crypto:client-signature', () =>
    signClientSignature(
      key.keyPair.privateKey,
      key.publicKey,
      loginSignatureMessage({ publicKey: key.publicKey, tokenId: token.tokenId }),
      kit.crypto,
    ),
  );
  await args.after;
  const answer = await kit.proxy.otpLoginV2(
    { verificationToken: token.token, publicKey: key.publicKey, clientSignature, organizationId },
    call,
  );
  return answer.session;
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
      // Stamped at once; the request leaves after `args.after`.
      stamper: {
        ...stamper,
        stamp: async (body) => {
          const stamp = await stamper.stamp(body);
          await args.after;
          return stamp;
        },
      },
      signal: args.signal,
    },
  );
  return result.session;
}
