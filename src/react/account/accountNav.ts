import { createContext, useContext } from 'react';
import type { LoginMethod } from '../../core/index.js';
import type { User } from '../../protocol/index.js';
import type { OfferedLoginMethods } from '../modal/offeredLoginMethods.js';
import type { AllAccountStrings } from './accountStrings.js';
import type { AccountView } from './accountView.js';

/** What every screen of the account center reads: the user, the words, and where to go. */
export interface AccountNav {
  strings: AllAccountStrings;
  user: User;
  /** The user's login methods (core `userLoginMethods`). */
  methods: LoginMethod[];
  /** What the app's `wallet_kit_config` offers to add. */
  offered: OfferedLoginMethods;
  /** Wallet logins refuse accounts that something else opens (the app did not opt out). */
  walletGuard: boolean;
  /** Shows a screen; `focusKey` names the control to focus when the user comes back. */
  go(view: AccountView, focusKey?: string): void;
  /** Back to the profile. */
  back(): void;
  close(): void;
  /** The center opened on this very screen (an app's single flow): done closes it. */
  direct: boolean;
  /** Says `words` in the center's one polite live region (it outlives every screen change). */
  announce(words: string): void;
}

export const AccountNavContext = createContext<AccountNav | null>(null);

export function useAccountNav(): AccountNav {
  return useContext(AccountNavContext) as AccountNav;
}
