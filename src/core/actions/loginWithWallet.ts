import type { ProxyBody } from '../../protocol/operations.js';
import { WalletError } from '../errors/walletError.js';
import { finishLogin } from '../login/finishLogin.js';
import type { LoginResult, SignupOptions } from '../login/loginResult.js';
import { withSessionKey } from '../login/withSessionKey.js';
import type { WalletKit } from '../walletKit.js';
import type { ExternalWallet, WalletChain } from '../wallets/externalWallet.js';
import { findWallets, type WatchWalletsOptions } from '../wallets/watchWallets.js';

export interface LoginWithWalletArgs {
  /** The wallet to log in with (from `watchWallets`), or a chain: its first installed wallet. */
  wallet: ExternalWallet | WalletChain;
  /** Where to look when `wallet` is a chain (default: the page's `window`). */
  discovery?: WatchWalletsOptions;
  /** What a first login sets up (a new user: `signup_v2`). */
  signup?: SignupOptions;
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

/**
 * External-wallet login and signup in one (wire-details, "External wallets"): the wallet's
 * account and public key; `account` by `PUBLIC_KEY` finds the user, or `signup_v2` makes one
 * with the wallet as its API key (`wallet-auth:<publicKey>`, no verification token: the wallet's
 * signature is the proof); then `stamp_login` for a fresh session key, stamped BY THE WALLET
 * (EIP-191 `personal_sign` or Ed25519 `signMessage` of the body). A rejected prompt is
 * `USER_CANCELLED`; other wallet failures are `WalletError`s.
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
    const { publicKey, curveType } = connected;
    const found = await kit.proxy.account(
      { filterType: 'PUBLIC_KEY', filterValue: publicKey },
      call,
    );
    let organizationId = found.organizationId;
    let signup: Parameters<typeof finishLogin>[1]['signup'];
    if (!organizationId) {
      const embedded = args.signup?.wallet;
      const request: ProxyBody<'signup_v2'> = {
        userName: args.signup?.userName,
        organizationName: args.signup?.organizationName,
        apiKeys: [{ apiKeyName: `wallet-auth:${publicKey}`, publicKey, curveType }],
        authenticators: [],
        oauthProviders: [],
        wallet: embedded,
      };
      const created = await kit.proxy.signupV2(request, call);
      organizationId = created.organizationId;
      signup = { ...created, accounts: embedded?.accounts };
    }
    const login = await withSessionKey(kit, async (key) => {
      const expirationSeconds = kit.options.sessionExpirationSeconds;
      const { result } = await kit.api.stampLogin(
        { publicKey: key.publicKey, expirationSeconds: expirationSeconds?.toString() },
        { organizationId, stamper: connected.stamper, ...call },
      );
      return finishLogin(kit, { token: result.session, key, signup, ...call });
    });
    return {
      ...login,
      externalWallet: {
        chain: connected.chain,
        walletName: connected.walletName,
        address: connected.address,
        publicKey,
      },
    };
  });
}
