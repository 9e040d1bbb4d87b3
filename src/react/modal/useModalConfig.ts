import { useEffect, useSyncExternalStore } from 'react';
import type { RemoteKitConfig } from '../../core/index.js';
import { useWalletKit } from '../hooks/useWalletKit.js';
import { kitConfigStore } from './kitConfigStore.js';

/** The modal's view of `wallet_kit_config`: what is there, and how to ask again. */
export interface ModalConfig {
  data: RemoteKitConfig | undefined;
  error: Error | null;
  isError: boolean;
  /** Fetches it again (the error screen's "Try again"). */
  retry(): void;
}

/**
 * `wallet_kit_config` for the modal's screens (kitConfigStore.ts, which the modal prefetches):
 * what is there, and a fetch when nothing is, or only a failure, when the flow mounts.
 */
export function useModalConfig(): ModalConfig {
  const store = kitConfigStore(useWalletKit());
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  useEffect(() => store.load(), [store]);
  return {
    data: state.data,
    error: state.error,
    isError: state.error !== null && !state.loading,
    retry: store.load,
  };
}
