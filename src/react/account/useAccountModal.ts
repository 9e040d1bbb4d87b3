import { useSyncExternalStore } from 'react';
import type { MessageSignature } from '../../core/index.js';
import { useWalletKitContext } from '../context/useWalletKitContext.js';
import { accountModalControllerOf } from './accountModalControllerOf.js';
import type { AccountScreenName, AccountScreenRequest } from './accountScreens.js';

/**
 * Opens and closes the `<AccountModal>` mounted under the provider (`<AccountButton>` mounts
 * one). `open()` shows the profile, `open('addPasskey')` (or `open({ screen: 'export',
 * walletId })`) one flow directly; `signMessage({ message })` shows the signing confirmation and
 * resolves with the signature (`USER_CANCELLED` when the user closes it). Reads the provider's
 * state only: it does not import the account center.
 */
export function useAccountModal(): {
  open: (screen?: AccountScreenName | AccountScreenRequest) => void;
  signMessage: (request: { message: string; address?: string }) => Promise<MessageSignature>;
  close: () => void;
  isOpen: boolean;
  screen: AccountScreenName;
} {
  const account = accountModalControllerOf(useWalletKitContext().kit);
  const state = useSyncExternalStore(account.subscribe, account.getSnapshot, account.getSnapshot);
  return {
    open: account.open,
    signMessage: account.signMessage,
    close: account.close,
    isOpen: state.open,
    screen: state.request.screen,
  };
}
