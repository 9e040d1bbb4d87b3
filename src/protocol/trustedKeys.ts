/**
 * What a client pins (wire-details, "OTP code encryption", "Boot proofs"): three enclave public
 * keys, each an uncompressed P-256 hex, and the attestation root. The sandbox generates its own
 * and publishes them in its bootstrap.
 * Types only: this file ships to browsers.
 */
export interface TrustedKeys {
  /** Signs OTP target bundles and verification tokens. */
  tlsFetcher: string;
  /** Signs export and import bundles. */
  signer: string;
  /** Signs session JWTs. */
  notarizer: string;
  /**
   * PEM of the root certificate that app-proof attestations must chain to (wire-details, "Boot
   * proofs"). Absent: the AWS Nitro Enclaves Root-G1, pinned by its SHA-256 fingerprint. The
   * sandbox plays AWS with its own root and publishes it here in its bootstrap.
   */
  attestationRootCertificate?: string;
}
