/**
 * The HPKE profile both sides use (wire-details, "OTP code encryption"): RFC 9180 base mode,
 * DHKEM(P-256, HKDF-SHA256) / HKDF-SHA256 / AES-256-GCM, this `info`, and AAD = enc (65-byte
 * uncompressed) || receiver public key (65-byte uncompressed). Plain RFC 9180; only the info and
 * the AAD rule are ours. The client's implementation is `core/crypto/hpkeBaseMode.ts` (WebCrypto,
 * loaded on demand), the sandbox's `sandbox/enclave/hpkeContext.ts` (Node's crypto).
 */
import { concatBytes, utf8Encode } from './encoding.js';

/** The key-schedule `info`. */
export const HPKE_INFO = 'turnkey_hpke';

/** `HPKE_INFO` as the UTF-8 bytes the key schedule takes. */
export const hpkeInfo = (): Uint8Array<ArrayBuffer> => new Uint8Array(utf8Encode(HPKE_INFO));

/** AAD = enc || receiver public key, both 65-byte uncompressed points. */
export const hpkeAad = (enc: Uint8Array, receiverPublicKey: Uint8Array): Uint8Array<ArrayBuffer> =>
  new Uint8Array(concatBytes(enc, receiverPublicKey));

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
