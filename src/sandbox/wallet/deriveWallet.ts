import type { MnemonicLength } from 'embedded-wallet-kit/protocol';
import type { AccountParams } from './accountParams.js';
import { assertAccountDerivable } from './assertAccountDerivable.js';
import { deriveAccount } from './deriveAccount.js';
import { takeFreshMnemonic } from './freshMnemonic.js';
import { generateMnemonic } from './generateMnemonic.js';
import { mnemonicToSeed } from './mnemonicToSeed.js';

/**
 * The spec's "Wallet creation parameters" (accounts may carry a `name`, which is not needed here).
 */
export interface WalletParams {
  walletName: string;
  accounts: readonly AccountParams[];
  /** 12 (default), 15, 18, 21 or 24. */
  mnemonicLength?: MnemonicLength;
}

export interface WalletOptions {
  /**
   * Restore this mnemonic instead of generating one (a seeded wallet); `mnemonicLength` is then
   * ignored.
   */
  mnemonic?: string;
  /** Entropy source for a new mnemonic; defaults to the platform CSPRNG. */
  randomBytes?: (byteLength: number) => Uint8Array;
}

export interface DerivedWallet {
  /** Secret: store it as the wallet's seed material, never log or return it. */
  mnemonic: string;
  /** In request order. */
  accounts: Array<{
    address: string;
    publicKey: string;
    curve: AccountParams['curve'];
    path: string;
    addressFormat: AccountParams['addressFormat'];
  }>;
}

/**
 * Creates (or restores) an HD wallet and derives its accounts. All accounts are checked before
 * the mnemonic is made, so a wallet is either derived whole or not at all (signup_v2 creates it
 * atomically with the sub-organization).
 */
export function deriveWallet(params: WalletParams, options: WalletOptions = {}): DerivedWallet {
  for (const account of params.accounts) assertAccountDerivable(account);
  const length = params.mnemonicLength ?? 12;
  // A restored or test-seeded mnemonic is made here; a random one may have been made ahead.
  const fresh =
    options.mnemonic === undefined && !options.randomBytes ? takeFreshMnemonic(length) : undefined;
  const mnemonic =
    options.mnemonic ?? fresh?.mnemonic ?? generateMnemonic(length, options.randomBytes);
  const seed = fresh?.seed ?? mnemonicToSeed(mnemonic);
  try {
    return {
      mnemonic,
      accounts: params.accounts.map((account) => ({
        ...deriveAccount(seed, account),
        curve: account.curve,
        addressFormat: account.addressFormat,
      })),
    };
  } finally {
    seed.fill(0);
  }
}
