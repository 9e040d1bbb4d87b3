import type { Wallet, WindowAppReadyEventAPI } from '@wallet-standard/base';
import { describe, expect, it } from 'vitest';
import type { ExternalWallet } from './externalWallet.js';
import { type WalletWindow, watchWallets } from './watchWallets.js';

const solanaWallet = (name: string) =>
  ({
    version: '1.0.0',
    name,
    icon: 'data:,',
    chains: ['solana:mainnet'],
    features: { 'standard:connect': {}, 'solana:signMessage': {} },
    accounts: [],
  }) as unknown as Wallet;

/** A wallet's side of the Wallet Standard handshake (`registerWallet`). */
function installWallet(win: EventTarget, wallet: Wallet) {
  const callback = (api: WindowAppReadyEventAPI) => api.register(wallet);
  win.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: callback }));
  win.addEventListener('wallet-standard:app-ready', (event) =>
    callback((event as CustomEvent<WindowAppReadyEventAPI>).detail),
  );
}

describe('watchWallets without a registry: the kit’s own registry of the window', () => {
  it('finds wallet-standard wallets registered before and after it started watching', () => {
    const win = new EventTarget() as WalletWindow;
    installWallet(win, solanaWallet('Before'));
    const seen: (readonly ExternalWallet[])[] = [];
    const stop = watchWallets((wallets) => seen.push(wallets), { window: win, chains: ['solana'] });
    expect(seen.at(-1)?.map((w) => w.id)).toEqual(['wallet-standard:Before']);
    installWallet(win, solanaWallet('After'));
    expect(seen.at(-1)?.map((w) => w.id)).toEqual([
      'wallet-standard:Before',
      'wallet-standard:After',
    ]);
    stop();
    installWallet(win, solanaWallet('Unwatched'));
    expect(seen.at(-1)).toHaveLength(2);
  });
});
