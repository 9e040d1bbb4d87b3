import { defaultWalletStrings } from '../modal/wallets/defaultWalletStrings.js';
import { type AccountCenterStrings, defaultAccountStrings } from './defaultAccountStrings.js';

/** The words the account center adds to the modal's: its own and the wallet screen's. */
export const ACCOUNT_STRINGS = { ...defaultWalletStrings, ...defaultAccountStrings };

export type AllAccountStrings = import('../modal/defaultStrings.js').WalletKitStrings &
  typeof defaultWalletStrings &
  AccountCenterStrings;
