import type { RemoteKitConfig, WalletKit } from '../../core/index.js';

/** `wallet_kit_config` as the modal sees it: what is there, or why not. */
export interface KitConfigState {
  data: RemoteKitConfig | undefined;
  error: Error | null;
  loading: boolean;
}

export interface KitConfigStore {
  subscribe(listener: () => void): () => void;
  getSnapshot(): KitConfigState;
  /** Fetches it unless it is there or on its way (again after a failure). */
  load(): void;
}

const stores = new WeakMap<WalletKit, KitConfigStore>();

/**
 * One store per kit over `kit.remoteConfig()`, which shares one request among all its callers
 * (the app's `useWalletKitConfig` query included) and keeps the answer: the modal reads what is
 * there synchronously, so an opening after the prefetch paints the methods at once.
 */
export function kitConfigStore(kit: WalletKit): KitConfigStore {
  let store = stores.get(kit);
  if (store) return store;
  let state: KitConfigState = { data: undefined, error: null, loading: false };
  const listeners = new Set<() => void>();
  const set = (next: KitConfigState) => {
    state = next;
    for (const listener of listeners) listener();
  };
  store = {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => state,
    load() {
      if (state.data || state.loading) return;
      set({ ...state, loading: true });
      kit.remoteConfig().then(
        (data) => set({ data, error: null, loading: false }),
        (error: unknown) =>
          set({
            data: undefined,
            error: error instanceof Error ? error : new Error(String(error)),
            loading: false,
          }),
      );
    },
  };
  stores.set(kit, store);
  return store;
}
