import type { AppProof } from 'embedded-wallet-kit/protocol';
import { addressDerivationProof } from './addressDerivationProof.js';
import { createAppProof } from './createAppProof.js';
import type { AppProofEphemeralKeys } from './generateAppProofEphemeralKeys.js';

export interface WalletAddresses {
  organizationId: string;
  walletId: string;
  accounts: readonly { path: string; address: string }[];
  /** Epoch milliseconds: when the wallet was made. */
  timestampMs: number;
}

/**
 * One `APP_PROOF_TYPE_ADDRESS_DERIVATION` app proof per address of a new wallet (a signup's, an
 * import's), each signed by the enclave's ephemeral key (wire-details, "App proofs").
 */
export function addressDerivationProofs(
  ephemeral: AppProofEphemeralKeys,
  wallet: WalletAddresses,
): AppProof[] {
  return wallet.accounts.map((account) =>
    createAppProof(
      ephemeral,
      addressDerivationProof({
        organizationId: wallet.organizationId,
        walletId: wallet.walletId,
        derivationPath: account.path,
        address: account.address,
        timestampMs: wallet.timestampMs,
      }),
    ),
  );
}
