import type { AddressDerivationProofPayload } from 'embedded-wallet-kit/protocol';

export interface AddressDerivationProofInput {
  organizationId: string;
  walletId: string;
  derivationPath: string;
  address: string;
  /** Epoch milliseconds. */
  timestampMs: number;
}

/**
 * The payload of an address-derivation app proof (wire-details, "App proofs"), keys in the
 * documented order; `timestampMs` travels as a string like every wire timestamp.
 */
export function addressDerivationProof(
  input: AddressDerivationProofInput,
): AddressDerivationProofPayload {
  return {
    type: 'APP_PROOF_TYPE_ADDRESS_DERIVATION',
    timestampMs: String(input.timestampMs),
    addressDerivationProof: {
      organizationId: input.organizationId,
      walletId: input.walletId,
      derivationPath: input.derivationPath,
      address: input.address,
    },
  };
}
