import type { QueryClient } from '@tanstack/react-query';
import { createContext } from 'react';
import type { SignupOptions, WalletKit } from '../../core/index.js';
import type { AuthModalController } from './createAuthModalController.js';
import type { Reporter } from './createReporter.js';
import type { WalletKitProviderConfig, WalletKitUiOptions } from './walletKitProviderConfig.js';

export interface WalletKitContextValue {
  kit: WalletKit;
  /**
   * The latest config: its callbacks, read when an event happens (never captured stale), and
   * the settings read when used (`frameUrl`, `walletLogin`).
   */
  callbacks: () => WalletKitProviderConfig;
  ui: WalletKitUiOptions;
  signup: SignupOptions | undefined;
  modal: AuthModalController;
  /** The one place successes and failures are reported (the app's callbacks, the modal). */
  report: Reporter;
  /** The `QueryClient` of the kit's hooks (`useKitQueryClient`). */
  queries: QueryClientSlot;
}

/**
 * Where the kit's hooks find their `QueryClient`: the app's (the provider's `queryClient`, else
 * the enclosing `<QueryClientProvider>`'s), else one of the kit's own, made by the first hook that
 * needs one. Made on demand, so a page that only shows the modal, which needs no query, never
 * loads TanStack Query's client.
 */
export interface QueryClientSlot {
  given?: QueryClient;
  own?: QueryClient;
}

/** Created at import without touching any browser API (SSR-safe). */
export const WalletKitContext = createContext<WalletKitContextValue | null>(null);
