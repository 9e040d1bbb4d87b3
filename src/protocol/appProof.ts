/**
 * App-proof payloads (wire-details, "App proofs"). An `AppProof` (records.ts) carries one of these
 * as its `proofPayload` JSON string, signed (raw r||s over sha256(utf8(proofPayload))) by the
 * signing half of its 130-byte ephemeral public key. Types and constants only: ships to browsers.
 */

export const APP_PROOF_SCHEME = 'SIGNATURE_SCHEME_EPHEMERAL_KEY_P256';

export interface AddressDerivationProofPayload {
  type: 'APP_PROOF_TYPE_ADDRESS_DERIVATION';
  /** Epoch milliseconds, as a string. */
  timestampMs: string;
  addressDerivationProof: {
    organizationId: string;
    walletId: string;
    derivationPath: string;
    address: string;
  };
}

export type AppProofPayload = AddressDerivationProofPayload;
