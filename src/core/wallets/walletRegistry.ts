import type { Wallet, WindowAppReadyEventAPI } from '@wallet-standard/base';

/**
 * A Wallet Standard registry as discovery reads it: the wallets registered so far, and a listener
 * for those that come or go. `getWallets()` of `@wallet-standard/app` fits it too.
 */
export interface WalletRegistry {
  get(): readonly Wallet[];
  on(event: 'register' | 'unregister', listener: (...wallets: Wallet[]) => void): () => void;
}

type Listener = (...wallets: Wallet[]) => void;

/** Each window's registry, made on first use (see `walletRegistry`). */
const registries = new WeakMap<EventTarget, WalletRegistry>();

/**
 * The app side of the Wallet Standard's registration (`@wallet-standard/base`, window.ts) on
 * `win`: one registry per window, made on first use, as `getWallets()` of `@wallet-standard/app`
 * keeps one (for the global `window`) per copy of that package. It listens for
 * `wallet-standard:register-wallet`, whose `detail` is a wallet's callback taking `{ register }`
 * (a wallet loaded after the app), then dispatches `wallet-standard:app-ready` with
 * `{ register }` as `detail` (wallets loaded before it answer by registering). Every app on a
 * page does the same, and every wallet registers with each, so this registry and a dapp's own
 * `getWallets()` see the same wallets without sharing any state: the window events are the only
 * channel between them (the reference keeps its registry in module state, not on a global). A
 * wallet an app registers straight into its own registry (`getWallets().register(wallet)`) is
 * that app's alone; pass that registry to `watchWallets` (`registry`) to see it here too.
 *
 * As in the reference, a wallet registers once however often it offers itself, `register`
 * answers its `unregister`, and a listener that throws does not stop the others (its error is
 * thrown again on its own, so the page still reports it).
 */
export function walletRegistry(win: EventTarget): WalletRegistry {
  const known = registries.get(win);
  if (known) return known;
  const wallets = new Set<Wallet>();
  const listeners = { register: new Set<Listener>(), unregister: new Set<Listener>() };
  const emit = (event: keyof typeof listeners, changed: Wallet[]) => {
    for (const listener of [...listeners[event]]) {
      try {
        listener(...changed);
      } catch (error) {
        queueMicrotask(() => {
          throw error;
        });
      }
    }
  };
  const api: WindowAppReadyEventAPI = Object.freeze({
    register(...offered: Wallet[]) {
      const added = offered.filter((wallet) => !wallets.has(wallet));
      if (!added.length) return () => {};
      for (const wallet of added) wallets.add(wallet);
      emit('register', added);
      return () => {
        for (const wallet of added) wallets.delete(wallet);
        emit('unregister', added);
      };
    },
  });
  const registry: WalletRegistry = {
    get: () => [...wallets],
    on(event, listener) {
      listeners[event].add(listener);
      return () => {
        listeners[event].delete(listener);
      };
    },
  };
  registries.set(win, registry);
  win.addEventListener('wallet-standard:register-wallet', (event) =>
    (event as CustomEvent<(api: WindowAppReadyEventAPI) => void>).detail(api),
  );
  win.dispatchEvent(new CustomEvent('wallet-standard:app-ready', { detail: api }));
  return registry;
}
