/**
 * The four enclave public keys a client pins (wire-details, "OTP code encryption"), each an
 * uncompressed P-256 hex. The sandbox generates its own and publishes them in its bootstrap.
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
   * Attests app-proof ephemeral keys: the sandbox's stand-in for the Nitro chain. Production
   * attests with AWS Nitro documents the kit does not verify, so it is absent there and app-proof
   * checks refuse.
   */
  bootProofRoot?: string;
}
