import type { ProxyBody } from '../../protocol/operations.js';
import type { Session } from '../session/session.js';

/** Wallet creation parameters of `signup_v2` (spec "Wallet creation parameters"). */
export type WalletParams = NonNullable<ProxyBody<'signup_v2'>['wallet']>;

/** What a first login may set up for a new user (spec "Signup"). */
export interface SignupOptions {
  userName?: string;
  organizationName?: string;
  /** Create a wallet with the sub-organization; its addresses' app proofs are checked. */
  wallet?: WalletParams;
}

export interface CreatedWallet {
  walletId: string;
  addresses: string[];
  /** Every address was checked against a verified app proof (see `verifyAppProofs`). */
  verified: boolean;
}

export interface LoginResult {
  session: Session;
  /** This login created the user's sub-organization (a signup). */
  created: boolean;
  /** The wallet created at signup, if one was asked for. */
  wallet?: CreatedWallet;
}
