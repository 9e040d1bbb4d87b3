import { bytesToHex, utf8Encode } from '../../protocol/encoding.js';
import type { CryptoLike } from './cryptoLike.js';
import { sha256 } from './sha256.js';

/**
 * OIDC `nonce` binding the identity token to the session key (wire-details, "OAuth"):
 * hex(sha256(utf8(compressed public key hex))). The service checks it at `oauth_login`.
 */
export async function oauthNonce(
  sessionPublicKeyCompressedHex: string,
  crypto: CryptoLike = globalThis.crypto,
): Promise<string> {
  return bytesToHex(await sha256(utf8Encode(sessionPublicKeyCompressedHex), crypto));
}
