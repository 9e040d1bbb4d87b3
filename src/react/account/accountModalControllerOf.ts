import type { WalletKit } from '../../core/index.js';
import {
  type AccountModalController,
  createAccountModalController,
} from './createAccountModalController.js';

const controllers = new WeakMap<WalletKit, AccountModalController>();

/**
 * The account center's open state of one kit, made on first use by `<AccountModal>`,
 * `<AccountButton>` or `useAccountModal()` rather than by the provider: an app that never shows
 * the account center does not carry its controller (the login modal's up-front size). It closes
 * when the session ends (logout, expiry), so the next user never finds it open.
 */
export function accountModalControllerOf(kit: WalletKit): AccountModalController {
  let controller = controllers.get(kit);
  if (!controller) {
    const made = createAccountModalController();
    kit.session.on((event) => {
      if (event.type === 'logout' || event.type === 'expired') made.close();
    });
    controllers.set(kit, made);
    controller = made;
  }
  return controller;
}
