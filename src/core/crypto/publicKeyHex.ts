import { compressPublicKey } from '../../protocol/compressPublicKey.js';
import { bytesToHex } from '../../protocol/encoding.js';
import type { CryptoLike } from './cryptoLike.js';

export interface PublicKeyHex {
  /** 33-byte SEC1 compressed point, hex: the form stamps, sessions and nonces use. */
  compressed: string;
  /** 65-byte SEC1 uncompressed point, hex: the form enclave keys and HPKE targets use. */
  uncompressed: string;
}

/** Both hex forms of a P-256 public `CryptoKey` (ECDSA or ECDH). */
export async function publicKeyHex(
  publicKey: CryptoKey,
  crypto: CryptoLike = globalThis.crypto,
): Promise<PublicKeyHex> {
  const raw = new Uint8Array(await crypto.subtle.exportKey('raw', publicKey));
  return { compressed: bytesToHex(compressPublicKey(raw)), uncompressed: bytesToHex(raw) };
}
