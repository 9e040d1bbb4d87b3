import type { WalletKit } from '../walletKit.js';
import type { ExternalWallet } from '../wallets/externalWallet.js';
import { signedInUser } from './signedInUser.js';
import { WALLET_KEY_PREFIX } from './userLoginMethods.js';

export interface LinkWalletArgs {
  /** The wallet to link (from `watchWallets`). */
  wallet: ExternalWallet;
  signal?: AbortSignal;
}

export interface LinkedWallet {
  apiKeyId: string;
  chain: ExternalWallet['chain'];
  walletName: string;
  /** EIP-55 (Ethereum) or base58 (Solana). */
  address: string;
}

/**
 * Links an external wallet to the signed-in user as a login method: the wallet's account and
 * public key (an Ethereum wallet signs once so the key can be recovered), then
 * `create_api_keys` with it as signup would make it (wire-details, "External wallets":
 * `wallet-auth:<publicKey>`). The wallet then logs in to this account. A wallet that already
 * belongs to an account is refused by the service (`ALREADY_EXISTS`).
 */
export async function linkWallet(kit: WalletKit, args: LinkWalletArgs): Promise<LinkedWallet> {
  const { signal } = args;
  const { userId } = signedInUser(kit);
  const connected = await args.wallet.connect({ signal });
  const { result } = await kit.api.createApiKeys(
    {
      userId,
      apiKeys: [
        {
          apiKeyName: `${WALLET_KEY_PREFIX}${connected.publicKey}`,
          publicKey: connected.publicKey,
          curveType: connected.curveType,
        },
      ],
    },
    { signal },
  );
  return {
    apiKeyId: result.apiKeyIds[0] ?? '',
    chain: connected.chain,
    walletName: connected.walletName,
    address: connected.address,
  };
}
