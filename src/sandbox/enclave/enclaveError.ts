/**
 * The one error the enclave functions throw. Library and WebCrypto errors (noble, jose) never
 * escape: callers map `reason` to a wire error without parsing messages, and messages never
 * carry key material or plaintext.
 */
export type EnclaveErrorReason =
  /** Not the expected JSON / hex / JWT shape. */
  | 'MALFORMED'
  /** A public or private key that is not a valid P-256 key in the expected encoding. */
  | 'INVALID_KEY'
  /** An envelope signed by a key other than the pinned one. */
  | 'UNTRUSTED_SIGNER'
  /** The signature does not verify. */
  | 'BAD_SIGNATURE'
  /** HPKE open failed (wrong key, wrong AAD, tampered ciphertext). */
  | 'DECRYPT_FAILED'
  /** A token past its `exp`. */
  | 'EXPIRED';

export class EnclaveError extends Error {
  override name = 'EnclaveError';
  constructor(
    readonly reason: EnclaveErrorReason,
    message: string,
  ) {
    super(message);
  }
}
