import { createContext } from 'react';
import type { SignupOptions, WalletKit } from '../../core/index.js';
import type { AccountModalController } from '../account/createAccountModalController.js';
import type { AuthModalController } from './createAuthModalController.js';
import type { Reporter } from './createReporter.js';
import type {
  WalletKitCallbacks,
  WalletKitProviderConfig,
  WalletKitUiOptions,
} from './walletKitProviderConfig.js';

export interface WalletKitContextValue {
  kit: WalletKit;
  /** The latest callbacks, read when an event happens (never captured stale). */
  callbacks: () => WalletKitCallbacks;
  ui: WalletKitUiOptions;
  signup: SignupOptions | undefined;
  modal: AuthModalController;
  /** The account center's open state (`useAccountModal`). */
  account: AccountModalController;
  /** Where the account center opens the isolated frame (`config.frameUrl`). */
  frameUrl: string | undefined;
  /** Defaults of every wallet login (`config.walletLogin`). */
  walletLogin: WalletKitProviderConfig['walletLogin'];
  /** The one place successes and failures are reported (the app's callbacks, the modal). */
  report: Reporter;
}

/** Created at import without touching any browser API (SSR-safe). */
export const WalletKitContext = createContext<WalletKitContextValue | null>(null);
