import {
  type AppProofEphemeralKeys,
  generateAppProofEphemeralKeys,
} from './generateAppProofEphemeralKeys.js';
import { generateP256KeyPair, type P256KeyPair } from './generateP256KeyPair.js';

/**
 * All the sandbox enclave's keys (wire-details, "OTP code encryption" and "App proofs"). Plain
 * hex throughout, so the sandbox can persist them as JSON and keep its trusted keys stable
 * across restarts.
 */
export interface EnclaveKeys {
  /** Signs OTP target bundles and verification tokens. */
  tlsFetcher: P256KeyPair;
  /** Signs export and import bundles. */
  signer: P256KeyPair;
  /** Signs session JWTs. */
  notarizer: P256KeyPair;
  /** Signs boot proofs: the sandbox's stand-in for the AWS Nitro attestation chain. */
  bootProofRoot: P256KeyPair;
  /** Signs app proofs; attested by a boot proof. */
  appProofEphemeral: AppProofEphemeralKeys;
}

export function generateEnclaveKeys(): EnclaveKeys {
  return {
    tlsFetcher: generateP256KeyPair(),
    signer: generateP256KeyPair(),
    notarizer: generateP256KeyPair(),
    bootProofRoot: generateP256KeyPair(),
    appProofEphemeral: generateAppProofEphemeralKeys(),
  };
}
