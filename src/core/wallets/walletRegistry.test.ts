import type { Wallet, WindowAppReadyEventAPI } from '@wallet-standard/base';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { walletRegistry } from './walletRegistry.js';

/** A Wallet Standard wallet (the registration is all these tests look at). */
const wallet = (name: string) =>
  ({
    version: '1.0.0',
    name,
    icon: 'data:image/svg+xml;base64,PHN2Zy8+',
    chains: [],
    features: {},
    accounts: [],
  }) as Wallet;

/**
 * The wallet side of the handshake, as `registerWallet` of `@wallet-standard/wallet` does it:
 * offer the wallet to the apps listening now, and to every app that says it is ready later.
 */
function installWallet(win: EventTarget, standardWallet: Wallet) {
  const callback = (api: WindowAppReadyEventAPI) => api.register(standardWallet);
  win.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: callback }));
  win.addEventListener('wallet-standard:app-ready', (event) =>
    callback((event as CustomEvent<WindowAppReadyEventAPI>).detail),
  );
}

/** A fresh copy of `@wallet-standard/app` (its registry is module state) on `win`. */
async function referenceGetWallets(win: EventTarget) {
  vi.stubGlobal('window', win);
  vi.resetModules();
  const { getWallets } = await import('@wallet-standard/app');
  return getWallets();
}

describe('walletRegistry (the app side of the Wallet Standard)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('registers a wallet loaded before it (app-ready) and one loaded after (register-wallet)', () => {
    const win = new EventTarget();
    const early = wallet('Early');
    installWallet(win, early);
    const registry = walletRegistry(win);
    expect(registry.get()).toEqual([early]);
    const late = wallet('Late');
    const seen: string[] = [];
    registry.on('register', (...added) => seen.push(...added.map((w) => w.name)));
    installWallet(win, late);
    expect(registry.get()).toEqual([early, late]);
    expect(seen).toEqual(['Late']);
  });

  it('is one registry per window: a second caller does not announce the app again', () => {
    const win = new EventTarget();
    const appReady = vi.fn();
    win.addEventListener('wallet-standard:app-ready', appReady);
    expect(walletRegistry(win)).toBe(walletRegistry(win));
    expect(appReady).toHaveBeenCalledTimes(1);
    expect(walletRegistry(new EventTarget())).not.toBe(walletRegistry(win));
  });

  it('registers a wallet once however often it offers itself; unregister tells the listeners', () => {
    const win = new EventTarget();
    const registry = walletRegistry(win);
    const phantom = wallet('Phantom');
    const gone: string[] = [];
    registry.on('unregister', (...removed) => gone.push(...removed.map((w) => w.name)));
    let unregister = () => {};
    const offer = (api: WindowAppReadyEventAPI) => {
      unregister = api.register(phantom);
    };
    win.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: offer }));
    const first = unregister;
    win.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: offer }));
    expect(registry.get()).toEqual([phantom]);
    first();
    expect(registry.get()).toEqual([]);
    expect(gone).toEqual(['Phantom']);
  });

  it('a listener that throws does not keep the others from hearing', () => {
    const win = new EventTarget();
    const registry = walletRegistry(win);
    const later: (() => void)[] = [];
    vi.stubGlobal('queueMicrotask', (task: () => void) => later.push(task));
    const heard: string[] = [];
    registry.on('register', () => {
      throw new Error('a broken listener');
    });
    registry.on('register', (...added) => heard.push(...added.map((w) => w.name)));
    installWallet(win, wallet('Solflare'));
    expect(heard).toEqual(['Solflare']);
    // The error is not swallowed: it is thrown again on its own, as the page would report it.
    expect(later).toHaveLength(1);
    expect(() => later[0]?.()).toThrow('a broken listener');
  });

  it.each([
    ['before', 'after'],
    ['after', 'before'],
  ])("sees the same wallets as a dapp's own getWallets() (ours made %s theirs)", async (ours) => {
    const win = new EventTarget();
    const before = wallet('Before both');
    installWallet(win, before);
    let registry = ours === 'before' ? walletRegistry(win) : undefined;
    const dapp = await referenceGetWallets(win);
    registry ??= walletRegistry(win);
    const after = wallet('After both');
    installWallet(win, after);
    expect(registry.get()).toEqual([before, after]);
    expect(dapp.get()).toEqual([before, after]);
    // The reference registry fits where discovery takes one.
    const asOurs: typeof registry = dapp;
    expect(asOurs.get()).toHaveLength(2);
  });
});
