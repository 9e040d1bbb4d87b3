import {
  signupSignatureFields,
  walletSignupSignatureMessage,
} from '../../protocol/clientSignatureMessage.js';
import type { ProxyBody } from '../../protocol/operations.js';
import { parseJwt } from '../crypto/parseJwt.js';
import { WalletError } from '../errors/walletError.js';
import type { StoredKey } from '../keys/keyStore.js';
import { createProofCheckKey } from '../login/createProofCheckKey.js';
import { finishLogin, type SignupAnswer } from '../login/finishLogin.js';
import type { LoginResult, SignupOptions } from '../login/loginResult.js';
import { sessionLifetime } from '../login/sessionLifetime.js';
import { withSessionKey } from '../login/withSessionKey.js';
import { preloadProofChecks } from '../proofs/preloadProofChecks.js';
import { createSessionKeyStamper } from '../stampers/createSessionKeyStamper.js';
import type { Stamper } from '../stampers/stamper.js';
import type { WalletKit } from '../walletKit.js';
import type { ConnectedWallet, ExternalWallet, WalletChain } from '../wallets/externalWallet.js';
import { foreignCredentials } from '../wallets/foreignCredentials.js';
import { findWallets, type WatchWalletsOptions } from '../wallets/watchWallets.js';

export interface LoginWithWalletArgs {
  /** The wallet to log in with (from `watchWallets`), or a chain: its first installed wallet. */
  wallet: ExternalWallet | WalletChain;
  /** Where to look when `wallet` is a chain (default: the page's `window`). */
  discovery?: WatchWalletsOptions;
  /** What a first login sets up (a new user: `signup_v2`). */
  signup?: SignupOptions;
  /**
   * A new user's `signup_v2` carries the wallet's proof of possession, a client signature by the
   * wallet over the signup (docs/wallet-signup-proof.md). Default true. It is this kit's
   * extension: `false` for a service that refuses client-signature schemes it does not know (the
   * production service's published types define only P-256's).
   */
  signupProof?: boolean;
  /**
   * Log in even when the wallet's account also holds credentials the wallet did not add: an API
   * key or a live session this browser did not make, a passkey, an OAuth identity, an e-mail
   * address or phone number. Default false: such a login is refused (`WALLET_ACCOUNT_SHARED`, or
   * `WALLET_ACCOUNT_IN_USE` for live sessions only), since anyone who knows a wallet's public key
   * can sign it up beside a key of their own, and would share the account. Set it only in an
   * app that lets wallet users add other ways in.
   */
  dangerouslyAllowSharedAccount?: boolean;
  signal?: AbortSignal;
}

/** The external wallet a login used, as the user knows it. */
export interface LoggedInWallet {
  chain: WalletChain;
  walletName: string;
  /** EIP-55 (Ethereum) or base58 (Solana). */
  address: string;
  /** The API key the wallet is known by (hex). */
  publicKey: string;
}

export interface WalletLoginResult extends LoginResult {
  externalWallet: LoggedInWallet;
}

function pickWallet(chain: WalletChain, discovery?: WatchWalletsOptions): ExternalWallet {
  const wallet = findWallets({ ...discovery, chains: [chain] })[0];
  if (!wallet) throw new WalletError('WALLET_NOT_FOUND', `no ${chain} wallet is installed`);
  return wallet;
}

interface WalletSignup {
  answer: SignupAnswer;
  /** The signup's 60-second P-256 key: it stamps the first login, so the wallet is not asked. */
  stamper: Stamper;
}

/** The signup key's lifetime (`createProofCheckKey`), for `keysMadeHere`. */
const SIGNUP_KEY_MS = 60_000;

/**
 * A new wallet user's `signup_v2`: the wallet's key (`wallet-auth:<publicKey>`), a 60-second
 * P-256 key of the kit's that stamps the first login (the passkey signup's pattern), and the
 * wallet's proof of possession over both: the one prompt a signup adds.
 */
async function signUp(
  kit: WalletKit,
  connected: ConnectedWallet,
  args: LoginWithWalletArgs,
): Promise<WalletSignup> {
  const embedded = args.signup?.wallet;
  const signupKey = await createProofCheckKey(kit);
  const request: ProxyBody<'signup_v2'> = {
    userName: args.signup?.userName,
    organizationName: args.signup?.organizationName,
    apiKeys: [
      {
        apiKeyName: `wallet-auth:${connected.publicKey}`,
        publicKey: connected.publicKey,
        curveType: connected.curveType,
      },
      signupKey.apiKey,
    ],
    authenticators: [],
    oauthProviders: [],
    wallet: embedded,
  };
  if (args.signupProof !== false) {
    request.clientSignature = await connected.signClientSignature(
      walletSignupSignatureMessage({
        fields: signupSignatureFields(request),
        organizationId: kit.options.organizationId,
      }),
    );
  }
  const signingUp = kit.proxy.signupV2(request, { signal: args.signal });
  preloadProofChecks(kit, embedded);
  const created = await signingUp;
  // Made here: a later login of this wallet in this browser knows it for its own.
  kit.session.keysMadeHere.remember(signupKey.apiKey.publicKey, kit.clock.now() + SIGNUP_KEY_MS);
  return {
    answer: { ...created, accounts: embedded?.accounts },
    stamper: signupKey.stamper,
  };
}

/**
 * Refuses the session of an account that anything but the wallet and this browser's own keys
 * can enter (`foreignCredentials`), read with the new session key before the session is
 * adopted: the JWT is dropped and its key deleted (`withSessionKey`). Live sessions this browser
 * did not start, and nothing else, are `WALLET_ACCOUNT_IN_USE` (the user's own on another
 * device, or someone else's); any other way in is `WALLET_ACCOUNT_SHARED`.
 */
async function refuseSharedAccount(
  kit: WalletKit,
  args: { token: string; key: StoredKey; wallet: ConnectedWallet; signal?: AbortSignal },
): Promise<void> {
  const { claims } = parseJwt(args.token);
  const organizationId = String(claims.organization_id ?? '');
  const { user } = await kit.api.getUser(
    { organizationId, userId: String(claims.user_id ?? '') },
    { stamper: createSessionKeyStamper(args.key.keyPair, kit.crypto), signal: args.signal },
  );
  const thisLogin = args.key.publicKey.toLowerCase();
  const foreign = foreignCredentials(
    user,
    args.wallet.publicKey,
    (publicKey) => publicKey === thisLogin || kit.session.keysMadeHere.has(publicKey),
  );
  if (foreign.length === 0) return;
  const kinds = [...new Set(foreign.map((f) => f.kind))];
  if (kinds.length === 1 && kinds[0] === 'session') {
    throw new WalletError(
      'WALLET_ACCOUNT_IN_USE',
      `the account of ${args.wallet.address} has ${foreign.length} live session(s) this browser ` +
        'did not start: if they are yours on another device, log out there and try again once ' +
        "they have ended; if not, someone else holds this wallet's account, so the kit did not sign in",
      { details: { organizationId, foreign } },
    );
  }
  throw new WalletError(
    'WALLET_ACCOUNT_SHARED',
    `the account of ${args.wallet.address} can also be entered without this wallet ` +
      `(${kinds.join(', ')}): someone who knows the wallet's public key may have set it up, so ` +
      'the kit did not sign in',
    { details: { organizationId, foreign } },
  );
}

/**
 * External-wallet login and signup in one (wire-details, "External wallets"): the wallet's
 * account and public key; `account` by `PUBLIC_KEY` finds the user, or `signup_v2` makes one
 * (`signUp`: the wallet's key, its proof of possession, a 60-second key for the first login);
 * then `stamp_login` for a fresh session key, stamped BY THE WALLET (EIP-191 `personal_sign` or
 * Ed25519 `signMessage` of the body) or, right after a signup, by the signup's key. An account
 * the wallet shares with other credentials is refused before its session is adopted
 * (`refuseSharedAccount`). A rejected prompt is `USER_CANCELLED`; other wallet failures are
 * `WalletError`s.
 *
 * Prompts (besides connecting): a new user's signup signs once (the proof), a returning user's
 * login once (the stamp); an Ethereum wallet also signs once per page to reveal its key.
 */
export function loginWithWallet(
  kit: WalletKit,
  args: LoginWithWalletArgs,
): Promise<WalletLoginResult> {
  const { signal } = args;
  const call = { signal };
  return kit.ceremony.run('wallet', signal, async () => {
    const wallet =
      typeof args.wallet === 'string' ? pickWallet(args.wallet, args.discovery) : args.wallet;
    const connected = await wallet.connect({ signal });
    const found = await kit.proxy.account(
      { filterType: 'PUBLIC_KEY', filterValue: connected.publicKey },
      call,
    );
    const signup = found.organizationId ? undefined : await signUp(kit, connected, args);
    const organizationId = signup?.answer.organizationId ?? found.organizationId ?? '';
    const login = await withSessionKey(kit, async (key) => {
      const expirationSeconds = await sessionLifetime(kit, signal);
      const { result } = await kit.api.stampLogin(
        { publicKey: key.publicKey, expirationSeconds },
        { organizationId, stamper: signup?.stamper ?? connected.stamper, ...call },
      );
      // Made here, adopted or not: a refused login's key is no one else's either.
      kit.session.keysMadeHere.remember(
        key.publicKey,
        Number(parseJwt(result.session).claims.exp) * 1000,
      );
      // An account this login just made holds only what the signup put there.
      if (!signup && !args.dangerouslyAllowSharedAccount) {
        await refuseSharedAccount(kit, { token: result.session, key, wallet: connected, signal });
      }
      return finishLogin(kit, {
        token: result.session,
        key,
        signup: signup?.answer,
        ...(signup ? { proofStamper: signup.stamper } : {}),
        ...call,
      });
    });
    return {
      ...login,
      externalWallet: {
        chain: connected.chain,
        walletName: connected.walletName,
        address: connected.address,
        publicKey: connected.publicKey,
      },
    };
  });
}
