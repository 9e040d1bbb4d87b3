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
}

/** Created at import without touching any browser API (SSR-safe). */
export const WalletKitContext = createContext<WalletKitContextValue | null>(null);
