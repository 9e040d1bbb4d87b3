import type { ExternalWallet } from '../../../core/index.js';

/** One installed wallet as the user knows it, with each chain it logs in on. */
export interface WalletGroup {
  name: string;
  /** The first inline icon of its entries (`safeIcon`). */
  icon: string | undefined;
  /** One per chain, in the order discovery found them. */
  wallets: readonly ExternalWallet[];
}

// Only inline images: a wallet-supplied URL would make the page fetch from wherever it says
// (EIP-6963 and wallet-standard both require data: URIs).
const safeIcon = (icon: string | undefined) =>
  icon && /^data:image\/(?:svg\+xml|png|webp|gif|jpeg);base64,/.test(icon) ? icon : undefined;

/**
 * The installed wallets, one entry per wallet: a wallet that speaks two chains announces itself
 * twice (Phantom over EIP-6963 for Ethereum and over wallet-standard for Solana), under one name,
 * and is listed once with both chains. Names are compared without case or surrounding spaces;
 * the groups keep discovery's order.
 */
export function groupWallets(wallets: readonly ExternalWallet[]): WalletGroup[] {
  const groups = new Map<
    string,
    { name: string; icon: string | undefined; wallets: ExternalWallet[] }
  >();
  for (const wallet of wallets) {
    const key = wallet.name.trim().toLowerCase();
    const group = groups.get(key);
    if (group) {
      group.wallets.push(wallet);
      group.icon ??= safeIcon(wallet.icon);
    } else {
      groups.set(key, { name: wallet.name.trim(), icon: safeIcon(wallet.icon), wallets: [wallet] });
    }
  }
  return [...groups.values()];
}
