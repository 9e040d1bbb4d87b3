import { p256 } from '@noble/curves/nist.js';
import { bytesToHex, hexToBytes, utf8Encode } from '../../src/protocol/encoding.js';
import { encodeApiKeyStamp } from '../../src/protocol/stamp.js';

/** `X-Stamp` value for `body` (wire-details, "Stamps"): P-256 over sha256(body), DER hex. */
export function stampBody(body: string, key: { publicKey: string; privateKey: string }): string {
  const signature = p256.sign(utf8Encode(body), hexToBytes(key.privateKey), { format: 'der' });
  return encodeApiKeyStamp({
    publicKey: key.publicKey,
    scheme: 'SIGNATURE_SCHEME_TK_API_P256',
    signature: bytesToHex(signature),
  });
}
