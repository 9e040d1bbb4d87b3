import {
  type AttestationAuthority,
  createAttestationAuthority,
} from './createAttestationAuthority.js';
import {
  type AppProofEphemeralKeys,
  generateAppProofEphemeralKeys,
} from './generateAppProofEphemeralKeys.js';
import { generateP256KeyPair, type P256KeyPair } from './generateP256KeyPair.js';

/**
 * All the sandbox enclave's keys (wire-details, "OTP code encryption", "App proofs", "Boot
 * proofs"). Plain strings throughout, so the sandbox can persist them as JSON and keep its trusted
 * keys stable across restarts.
 */
export interface EnclaveKeys {
  /** Signs OTP target bundles and verification tokens. */
  tlsFetcher: P256KeyPair;
  /** Signs export and import bundles. */
  signer: P256KeyPair;
  /** Signs session JWTs. */
  notarizer: P256KeyPair;
  /** The sandbox's stand-in for the AWS Nitro attestation PKI: it issues boot proofs. */
  attestation: AttestationAuthority;
  /** Signs app proofs; attested by a boot proof. */
  appProofEphemeral: AppProofEphemeralKeys;
}

/** `now` (epoch milliseconds) dates the attestation root and intermediate. */
export async function generateEnclaveKeys(now: number = Date.now()): Promise<EnclaveKeys> {
  return {
    tlsFetcher: generateP256KeyPair(),
    signer: generateP256KeyPair(),
    notarizer: generateP256KeyPair(),
    attestation: await createAttestationAuthority(now),
    appProofEphemeral: generateAppProofEphemeralKeys(),
  };
}
