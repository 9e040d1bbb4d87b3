/**
 * The enclave-signed envelope (wire-details, "OTP code encryption" and "Export and import"):
 * `otpEncryptionTargetBundle`, each `export_secrets` payload and `importBundle` are JSON strings of
 * this shape. `data` is hex of the UTF-8 JSON below; `dataSignature` is DER hex ECDSA P-256 over
 * sha256(bytes of `data`) by `enclaveQuorumPublic` (uncompressed hex), which the client pins.
 * Types only: this file ships to browsers.
 */

export interface SignedEnvelope {
  enclaveQuorumPublic: string;
  dataSignature: string;
  data: string;
}

/** `data` of an `otpEncryptionTargetBundle` (signed by `tlsFetcher`). */
export interface OtpTargetData {
  /** Uncompressed P-256 hex (65 bytes): the HPKE receiver key for the OTP code. */
  targetPublic: string;
}

/** `data` of an `export_secrets` payload (signed by `signer`). */
export interface ExportBundleData {
  organizationId: string;
  /** HPKE `enc`, uncompressed P-256 hex. */
  encappedPublic: string;
  /** HPKE ciphertext (AES-256-GCM, tag included), hex. */
  ciphertext: string;
}

/** `data` of an `init_import_private_key` `importBundle` (signed by `signer`). */
export interface ImportBundleData {
  organizationId: string;
  userId: string;
  /** Uncompressed P-256 hex: the key the client encrypts its key material to. */
  targetPublic: string;
}
