import { describe, expect, it } from 'vitest';
import type { ExternalWallet, WalletChain } from '../../../core/index.js';
import { groupWallets } from './groupWallets.js';

const icon = 'data:image/svg+xml;base64,PHN2Zy8+';
const wallet = (id: string, name: string, chain: WalletChain, walletIcon?: string) =>
  ({
    id,
    name,
    chain,
    icon: walletIcon,
    connect: () => Promise.reject(new Error('not in this test')),
  }) as ExternalWallet;

describe('groupWallets', () => {
  it('lists a wallet of two chains once, with both, in discovery order', () => {
    const phantomEth = wallet('eip6963:app.phantom', 'Phantom', 'ethereum', icon);
    const metamask = wallet('eip6963:io.metamask', 'MetaMask', 'ethereum', icon);
    const phantomSol = wallet('wallet-standard:Phantom', 'phantom ', 'solana');
    expect(groupWallets([phantomEth, metamask, phantomSol])).toEqual([
      { name: 'Phantom', icon, wallets: [phantomEth, phantomSol] },
      { name: 'MetaMask', icon, wallets: [metamask] },
    ]);
  });

  it('takes the first inline icon of a group, never a URL', () => {
    const remote = wallet('a', 'W', 'ethereum', 'https://evil.test/icon.png');
    const inline = wallet('b', 'W', 'solana', icon);
    expect(groupWallets([remote, inline])[0]?.icon).toBe(icon);
    expect(groupWallets([remote])[0]?.icon).toBeUndefined();
  });

  it('is empty without wallets', () => {
    expect(groupWallets([])).toEqual([]);
  });
});
