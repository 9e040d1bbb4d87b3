import type { Wallet } from '@wallet-standard/base';
import { createEthereumWallet } from './createEthereumWallet.js';
import { createSolanaWallet, isSolanaLoginWallet } from './createSolanaWallet.js';
import type { Eip1193Provider, Eip6963ProviderDetail } from './eip1193.js';
import type { ExternalWallet, WalletChain } from './externalWallet.js';
import { type WalletRegistry, walletRegistry } from './walletRegistry.js';

/** The parts of `window` discovery uses (an `EventTarget` with the legacy `ethereum` global). */
export interface WalletWindow extends EventTarget {
  ethereum?: Eip1193Provider;
}

export interface WatchWalletsOptions {
  /** Default: the global `window`; without one (SSR, Node) no wallet is ever found. */
  window?: WalletWindow;
  /** Only wallets of these chains. Default: every chain. */
  chains?: readonly WalletChain[];
  /**
   * The wallet-standard registry. Default: the kit's own registry of the watched window
   * (`walletRegistry`: every wallet that registers through the standard's window events). Pass
   * an app's `getWallets()` (`@wallet-standard/app`) to see wallets registered straight into it.
   */
  registry?: WalletRegistry;
}

const isDetail = (value: unknown): value is Eip6963ProviderDetail => {
  const detail = value as Partial<Eip6963ProviderDetail> | null;
  return (
    typeof detail?.info?.uuid === 'string' &&
    typeof detail.info.name === 'string' &&
    typeof detail.provider?.request === 'function'
  );
};

/**
 * Finds installed wallets and follows them as they come and go. Ethereum: EIP-6963 (the
 * kit listens for `eip6963:announceProvider` and dispatches `eip6963:requestProvider`, so
 * wallets loaded before and after both announce), with `window.ethereum` as a fallback for a
 * wallet that does not announce itself. Solana: the wallet-standard registry, wallets that
 * connect and sign messages. `onChange` is called at once with what is known, then on every
 * change; the answer stops watching. Nothing happens until called (SSR-safe).
 */
export function watchWallets(
  onChange: (wallets: readonly ExternalWallet[]) => void,
  options: WatchWalletsOptions = {},
): () => void {
  const win = options.window ?? (globalThis as { window?: WalletWindow }).window;
  const wants = (chain: WalletChain) => !options.chains || options.chains.includes(chain);
  if (!win) {
    onChange([]);
    return () => {};
  }
  // Keyed by EIP-6963 uuid (one per provider per page load, per the EIP) and wallet-standard
  // wallet; the ExternalWallet objects stay the same while the wallet does.
  const announced = new Map<string, { provider: Eip1193Provider; wallet: ExternalWallet }>();
  const standard = new Map<Wallet, ExternalWallet>();
  let injected: { provider: Eip1193Provider; wallet: ExternalWallet } | undefined;
  // Quiet while setting up (wallets announce during the request below): one call for all.
  let live = false;
  let stopped = false;

  const emit = () => {
    if (!live || stopped) return;
    const list: ExternalWallet[] = [];
    if (wants('ethereum')) {
      for (const entry of announced.values()) list.push(entry.wallet);
      const legacy = win.ethereum;
      // `window.ethereum` only when no announced provider is that very object.
      if (legacy && [...announced.values()].every((e) => e.provider !== legacy)) {
        if (injected?.provider !== legacy) {
          injected = {
            provider: legacy,
            wallet: createEthereumWallet(legacy, {
              id: 'injected:ethereum',
              name: 'Browser wallet',
            }),
          };
        }
        list.push(injected.wallet);
      }
    }
    if (wants('solana')) list.push(...standard.values());
    onChange(list);
  };

  const onAnnounce = (event: Event) => {
    const detail = (event as CustomEvent<unknown>).detail;
    if (!isDetail(detail)) return;
    const { info, provider } = detail;
    if (announced.get(info.uuid)?.provider === provider) return;
    announced.set(info.uuid, {
      provider,
      wallet: createEthereumWallet(provider, {
        id: `eip6963:${typeof info.rdns === 'string' && info.rdns ? info.rdns : info.uuid}`,
        name: info.name,
        ...(typeof info.icon === 'string' ? { icon: info.icon } : {}),
      }),
    });
    emit();
  };

  let stopRegistry = () => {};
  if (wants('ethereum')) win.addEventListener('eip6963:announceProvider', onAnnounce);
  if (wants('solana')) {
    const registry = options.registry ?? walletRegistry(win);
    const sync = () => {
      const current = registry.get().filter(isSolanaLoginWallet);
      for (const wallet of standard.keys()) if (!current.includes(wallet)) standard.delete(wallet);
      for (const wallet of current) {
        if (!standard.has(wallet)) standard.set(wallet, createSolanaWallet(wallet));
      }
      emit();
    };
    const offRegister = registry.on('register', sync);
    const offUnregister = registry.on('unregister', sync);
    stopRegistry = () => {
      offRegister();
      offUnregister();
    };
    for (const wallet of registry.get().filter(isSolanaLoginWallet)) {
      standard.set(wallet, createSolanaWallet(wallet));
    }
  }
  // Wallets answer the request synchronously, within this call (EIP-6963 "Discovery").
  if (wants('ethereum')) win.dispatchEvent(new Event('eip6963:requestProvider'));
  live = true;
  emit();
  return () => {
    stopped = true;
    win.removeEventListener('eip6963:announceProvider', onAnnounce);
    stopRegistry();
  };
}

/** The wallets installed now (a snapshot of `watchWallets`). */
export function findWallets(options: WatchWalletsOptions = {}): readonly ExternalWallet[] {
  let found: readonly ExternalWallet[] = [];
  watchWallets((wallets) => {
    found = wallets;
  }, options)();
  return found;
}
