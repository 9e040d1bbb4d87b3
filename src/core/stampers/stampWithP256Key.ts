import { p1363ToDer } from '../../protocol/derSignature.js';
import { bytesToHex, utf8Encode } from '../../protocol/encoding.js';
import { encodeApiKeyStamp, STAMP_HEADER } from '../../protocol/stamp.js';
import type { CryptoLike } from '../crypto/cryptoLike.js';
import { signP256 } from '../crypto/signP256.js';
import { StampError } from '../errors/stampError.js';
import type { StampHeader } from './stamper.js';

/**
 * `X-Stamp` (wire-details, "Stamps"): ECDSA P-256 over SHA-256 of the UTF-8 body, DER hex, in
 * base64url JSON `{publicKey, scheme, signature}` (encoded by src/protocol/stamp.ts).
 */
export async function stampWithP256Key(
  privateKey: CryptoKey,
  publicKeyCompressed: string,
  body: string,
  crypto: CryptoLike,
): Promise<StampHeader> {
  let signature: Uint8Array;
  try {
    signature = await signP256(privateKey, utf8Encode(body), crypto);
  } catch (cause) {
    throw new StampError('INTERNAL', 'signing the request failed', { cause });
  }
  return {
    headerName: STAMP_HEADER,
    headerValue: encodeApiKeyStamp({
      publicKey: publicKeyCompressed,
      scheme: 'SIGNATURE_SCHEME_TK_API_P256',
      signature: bytesToHex(p1363ToDer(signature)),
    }),
  };
}
