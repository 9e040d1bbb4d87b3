import type { LoggedInWallet, LoginResult } from 'embedded-wallet-kit';
import { useSyncExternalStore } from 'react';

/**
 * What the demo remembers of a login for the session panel: whether it was a signup, and the wallet
 * made at signup with the outcome of its app-proof check (the kit checks every address against
 * an app proof whose ephemeral key the sandbox's boot proof attests). Kept in localStorage per
 * user: the proofs come with the signup answer only.
 */
export interface RememberedLogin {
  userId: string;
  created: boolean;
  wallet?: { walletId: string; addresses: string[]; verified: boolean };
  /** The external wallet (Ethereum, Solana) the user logs in with, as `loginWithWallet` saw it. */
  externalWallet?: LoggedInWallet;
  at: number;
}

const KEY = 'ewk-demo:logins';
const listeners = new Set<() => void>();

function readAll(): Record<string, RememberedLogin> {
  try {
    return JSON.parse(localStorage.getItem(KEY) ?? '{}') as Record<string, RememberedLogin>;
  } catch {
    return {};
  }
}

let cache = readAll();

export function rememberLogin(result: LoginResult & { externalWallet?: LoggedInWallet }): void {
  const previous = cache[result.session.userId];
  const externalWallet = result.externalWallet ?? previous?.externalWallet;
  const entry: RememberedLogin = {
    userId: result.session.userId,
    created: result.created,
    ...(result.wallet
      ? { wallet: result.wallet }
      : previous?.wallet
        ? { wallet: previous.wallet }
        : {}),
    ...(externalWallet ? { externalWallet } : {}),
    at: Date.now(),
  };
  cache = { ...cache, [entry.userId]: entry };
  localStorage.setItem(KEY, JSON.stringify(cache));
  for (const listener of listeners) listener();
}

export function useRememberedLogin(userId: string | undefined): RememberedLogin | undefined {
  const all = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => cache,
  );
  return userId ? all[userId] : undefined;
}
