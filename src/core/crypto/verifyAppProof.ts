import type { AddressDerivationProofPayload } from '../../protocol/appProof.js';
import type { AppProof, BootProof } from '../../protocol/records.js';
import type { AppProofExpectation } from './attestation/checkAppProof.js';
import type { AttestationPolicy, VerifiedAttestation } from './attestation/verifyBootProof.js';
import type { CryptoLike } from './cryptoLike.js';
import { loadAttestationVerifier } from './loadAttestationVerifier.js';

export type {
  AddressDerivationProofPayload,
  AppProofExpectation,
  AttestationPolicy,
  VerifiedAttestation,
};

export interface VerifyAppProofArgs {
  proof: AppProof;
  /** From `get_boot_proof` for `proof.publicKey`. */
  bootProof: BootProof;
  /** What the response that carried the proof claims; each field given is checked. */
  expected?: AppProofExpectation;
  /**
   * PEM of the attestation root. Default: the AWS Nitro Enclaves Root-G1, pinned by its SHA-256
   * fingerprint. Pass another only on purpose (the sandbox's,
   * `trustedKeys.attestationRootCertificate`).
   */
  rootCertificate?: string;
  /** Image measurements and manifests to pin; without them any Nitro enclave's key passes. */
  policy?: AttestationPolicy;
  crypto?: CryptoLike;
}

/** The proof's parsed payload and what its attestation showed. */
export type VerifiedAppProof = AddressDerivationProofPayload & { attestation: VerifiedAttestation };

/**
 * Checks an address-derivation app proof completely (wire-details, "App proofs", "Boot proofs"):
 * the boot proof's COSE_Sign1 ES384 signature under its leaf certificate; the chain leaf ->
 * intermediates -> pinned root (signatures; the root's validity at the proof's timestamp);
 * `user_data` = sha256(manifest); one ephemeral key across app proof, boot proof and document;
 * the policy's PCRs and manifests, and PCR17 in 32-PCR documents; the app proof's signature; its
 * payload against `expected`. Answers the parsed payload with the attestation, or throws a
 * `CryptoCheckError` whose code names the check that failed. The checks load as a lazy chunk.
 */
export async function verifyAppProof(args: VerifyAppProofArgs): Promise<VerifiedAppProof> {
  const { verifyBootProof, checkAppProof } = await loadAttestationVerifier();
  const attestation = await verifyBootProof(args);
  const payload = await checkAppProof({ ...args, attestation });
  return { ...payload, attestation };
}
