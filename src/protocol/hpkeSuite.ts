/**
 * The HPKE profile both sides use (wire-details, "OTP code encryption"): RFC 9180 base mode,
 * DHKEM(P-256, HKDF-SHA256) / HKDF-SHA256 / AES-256-GCM, this `info`, and
 * AAD = enc (65-byte uncompressed) || receiver public key (65-byte uncompressed).
 * Types and constants only: this file ships to browsers.
 */

/** The key-schedule `info`, as UTF-8 bytes. */
export const HPKE_INFO = 'turnkey_hpke';

/**
 * An HPKE message as JSON (`encryptedOtpBundle`, import bundles sent back by the client, and the
 * encrypted part of export payloads).
 */
export interface HpkeCiphertext {
  /** HPKE `enc`: the sender's ephemeral public key, uncompressed P-256 hex (65 bytes). */
  encappedPublic: string;
  /** AES-256-GCM ciphertext with its 16-byte tag, hex. */
  ciphertext: string;
}

/** The plaintext of an `encryptedOtpBundle`: `JSON.stringify({otp_code, public_key})`. */
export interface OtpPlaintext {
  otp_code: string;
  /** Compressed P-256 hex of the client's key; becomes the verification token's `public_key`. */
  public_key: string;
}
