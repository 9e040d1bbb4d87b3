// Test helper: proofs made by the sandbox's own attestation PKI (src/sandbox/enclave), so the
// checks production documents cannot reach (32 PCRs, PCR17, another root, an expired root) are
// exercised on real certificates and signatures. Tests only: never imported by library code.
import type { AddressDerivationProofPayload } from '../../src/protocol/appProof.js';
import type { AppProof, BootProof } from '../../src/protocol/records.js';
import {
  type AttestationAuthority,
  type CreateBootProofOptions,
  createAppProof,
  createAttestationAuthority,
  createBootProof,
  generateAppProofEphemeralKeys,
} from '../../src/sandbox/enclave/index.js';

export interface SandboxPair {
  authority: AttestationAuthority;
  proof: AppProof;
  bootProof: BootProof;
  payload: AddressDerivationProofPayload;
}

export const claim = {
  organizationId: 'org-1',
  walletId: 'wallet-1',
  derivationPath: "m/44'/60'/0'/0/0",
  address: '0x52908400098527886E0F7030069857D2E4169EE7',
};

export async function sandboxPair(
  options: CreateBootProofOptions & { authority?: AttestationAuthority; now?: number } = {},
): Promise<SandboxPair> {
  const now = options.now ?? Date.now();
  const authority = options.authority ?? (await createAttestationAuthority(now));
  const ephemeral = generateAppProofEphemeralKeys();
  const bootProof = await createBootProof(authority, ephemeral.publicKey, now, options);
  const payload: AddressDerivationProofPayload = {
    type: 'APP_PROOF_TYPE_ADDRESS_DERIVATION',
    timestampMs: String(now),
    addressDerivationProof: claim,
  };
  return { authority, bootProof, payload, proof: createAppProof(ephemeral, payload) };
}
