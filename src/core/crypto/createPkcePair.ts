import { base64urlEncode, utf8Encode } from '../../protocol/encoding.js';
import type { CryptoLike } from './cryptoLike.js';
import { randomBase64url } from './randomBase64url.js';
import { sha256 } from './sha256.js';

export interface PkcePair {
  /** Sent only to the token exchange (`oauth2_authenticate.codeVerifier`). */
  verifier: string;
  /** Sent in the authorization request with `code_challenge_method=S256`. */
  challenge: string;
}

/**
 * RFC 7636 PKCE with S256: the verifier is 32 random bytes, base64url (43 characters, within
 * section 4.1's 43..128 of unreserved characters), the challenge BASE64URL(SHA256(ASCII(verifier)))
 * (section 4.2).
 */
export async function createPkcePair(crypto: CryptoLike = globalThis.crypto): Promise<PkcePair> {
  const verifier = randomBase64url(32, crypto);
  const challenge = base64urlEncode(await sha256(utf8Encode(verifier), crypto));
  return { verifier, challenge };
}
