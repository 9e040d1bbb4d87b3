import type { LoginResult } from '../../core/index.js';
import type { AuthModalController } from './createAuthModalController.js';
import { reportError } from './reportError.js';
import type { WalletKitCallbacks } from './walletKitProviderConfig.js';

/** Where the kit's React layer reports what happened: one place for successes and failures. */
export interface Reporter {
  /**
   * A failure reaches the app's `onError`, except the user cancelling, which is no failure; with
   * no `onError`, a development build logs it once (reportError.ts).
   */
  error(error: unknown): void;
  /**
   * A login reaches the app's `onAuthenticationSuccess` and settles a pending
   * `useAuthModal().open()` (the modal, if open, shows its success screen on its own).
   */
  login(result: LoginResult): void;
}

/** The provider's reporter, reading the latest callbacks at each event. */
export function createReporter(
  callbacks: () => WalletKitCallbacks,
  modal: AuthModalController,
): Reporter {
  return {
    error(error) {
      reportError(callbacks(), error);
    },
    login(result) {
      callbacks().onAuthenticationSuccess?.(result);
      modal.succeed(result);
    },
  };
}
