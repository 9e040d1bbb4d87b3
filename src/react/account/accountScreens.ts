/** The account center's screens an app may open directly (`useAccountModal().open(screen)`). */
export type AccountScreenName =
  | 'profile'
  | 'addPasskey'
  | 'email'
  | 'phone'
  | 'linkSocial'
  | 'linkWallet'
  | 'export'
  | 'import'
  | 'signMessage'
  | 'sessions';

/** A screen to open, with what it acts on when the app already knows it. */
export interface AccountScreenRequest {
  screen: AccountScreenName;
  /** `export`: the wallet whose recovery phrase to show (default: the user picks). */
  walletId?: string;
  /** `export`: one account's private key instead; `signMessage`: the account that signs. */
  address?: string;
  /** `signMessage`: the message to show and sign (default: the user types one). */
  message?: string;
}
