import { KitError } from '../errors/kitError.js';
import type { SignerAccount } from '../signing/signingRequest.js';
import type { WalletKit } from '../walletKit.js';
import { listEmbeddedWallets } from './listEmbeddedWallets.js';

type Format = 'ADDRESS_FORMAT_ETHEREUM' | 'ADDRESS_FORMAT_SOLANA';

const cache = new WeakMap<WalletKit, Map<string, Promise<SignerAccount | undefined>>>();

/**
 * The signed-in user's first embedded account of a chain (`list_wallets`, oldest first), read
 * once per session and kept for it: what the adapters (EIP-1193, viem, wagmi, Solana) sign
 * with. `undefined` when signed out or when the user has none; with `required`, those are
 * `SESSION_MISSING` and `NOT_FOUND`.
 */
export async function embeddedAccount(
  kit: WalletKit,
  format: Format,
  options: { required: true; signal?: AbortSignal },
): Promise<SignerAccount>;
export async function embeddedAccount(
  kit: WalletKit,
  format: Format,
  options?: { required?: boolean; signal?: AbortSignal },
): Promise<SignerAccount | undefined>;
export async function embeddedAccount(
  kit: WalletKit,
  format: Format,
  options: { required?: boolean; signal?: AbortSignal } = {},
): Promise<SignerAccount | undefined> {
  const session = kit.session.getSnapshot().session;
  if (!session) {
    if (!options.required) return undefined;
    throw new KitError('SESSION_MISSING', 'Log in first: there is no embedded wallet session');
  }
  const byKit = cache.get(kit) ?? new Map<string, Promise<SignerAccount | undefined>>();
  cache.set(kit, byKit);
  const key = `${session.organizationId}:${session.userId}:${format}`;
  let found = byKit.get(key);
  if (!found) {
    found = listEmbeddedWallets(kit, options.signal ? { signal: options.signal } : {}).then(
      (wallets) => {
        const account = wallets.flatMap((w) => w.accounts).find((a) => a.addressFormat === format);
        return account && { address: account.address, addressFormat: account.addressFormat };
      },
    );
    byKit.set(key, found);
    found.catch(() => byKit.delete(key));
  }
  const account = await found;
  if (!account && options.required) {
    throw new KitError(
      'NOT_FOUND',
      `The signed-in user has no embedded ${format === 'ADDRESS_FORMAT_SOLANA' ? 'Solana' : 'Ethereum'} account`,
    );
  }
  return account;
}
