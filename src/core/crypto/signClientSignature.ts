import { bytesToHex, utf8Encode } from '../../protocol/encoding.js';
import type { CryptoLike } from './cryptoLike.js';
import { signP256 } from './signP256.js';

export interface ClientSignature {
  publicKey: string;
  scheme: 'CLIENT_SIGNATURE_SCHEME_API_P256';
  message: string;
  /** Raw `r||s` hex (64 bytes), not DER. */
  signature: string;
}

/**
 * The `clientSignature` of `otp_login_v2` / `signup_v2` (wire-details, "Client signature"):
 * ECDSA P-256 over SHA-256 of the UTF-8 `message` (built by src/protocol/clientSignatureMessage),
 * by the key whose compressed public key the verification token names.
 */
export async function signClientSignature(
  privateKey: CryptoKey,
  publicKeyCompressed: string,
  message: string,
  crypto: CryptoLike = globalThis.crypto,
): Promise<ClientSignature> {
  const signature = await signP256(privateKey, utf8Encode(message), crypto);
  return {
    publicKey: publicKeyCompressed,
    scheme: 'CLIENT_SIGNATURE_SCHEME_API_P256',
    message,
    signature: bytesToHex(signature),
  };
}
