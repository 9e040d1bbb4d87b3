import { useSyncExternalStore } from 'react';
import type { LoginResult } from '../../core/index.js';
import { useWalletKitContext } from '../context/useWalletKitContext.js';

/**
 * Opens and closes the `<AuthModal>` mounted under the provider. `open()` resolves with the
 * login, or rejects with `USER_CANCELLED` when the user closes the modal first (ignoring the
 * promise is safe). Reads the provider's modal state only: it does not import the modal.
 */
export function useAuthModal(): {
  open: () => Promise<LoginResult>;
  close: () => void;
  isOpen: boolean;
} {
  const { modal } = useWalletKitContext();
  const state = useSyncExternalStore(modal.subscribe, modal.getSnapshot, modal.getSnapshot);
  return { open: modal.open, close: modal.close, isOpen: state.open };
}
