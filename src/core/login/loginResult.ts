import type { ProxyBody } from '../../protocol/operations.js';
import type { VerifiedAttestation } from '../crypto/attestation/verifyBootProof.js';
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
  /**
   * Every address was checked against its app proof and that proof's attestation: always true,
   * since a wallet whose proofs fail the check fails the signup (`CryptoCheckError`).
   */
  verified: true;
  /** What the check showed, one entry per distinct enclave ephemeral key (root, PCRs, manifest). */
  attestations: VerifiedAttestation[];
}

export interface LoginResult {
  session: Session;
  /** This login created the user's sub-organization (a signup). */
  created: boolean;
  /** The wallet created at signup, if one was asked for. */
  wallet?: CreatedWallet;
}
