import { createPrivateKey, sign } from 'node:crypto';
import { p256 } from '@noble/curves/nist.js';
import { base64urlEncode, hexToBytes } from '../../src/protocol/encoding.js';
import { encodeApiKeyStamp } from '../../src/protocol/stamp.js';

/**
 * `count` different `X-Stamp` values for the same body: OpenSSL's ECDSA uses a fresh random
 * nonce per signature (as WebCrypto clients do), so every stamp is new to the server and has to
 * be verified in full.
 */
export function freshStamps(
  body: string,
  key: { publicKey: string; privateKey: string },
  count: number,
): string[] {
  const secret = hexToBytes(key.privateKey);
  const point = p256.getPublicKey(secret, false);
  const privateKey = createPrivateKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: base64urlEncode(point.subarray(1, 33)),
      y: base64urlEncode(point.subarray(33, 65)),
      d: base64urlEncode(secret),
    },
    format: 'jwk',
  });
  const bytes = Buffer.from(body, 'utf8');
  return Array.from({ length: count }, () =>
    encodeApiKeyStamp({
      publicKey: key.publicKey,
      scheme: 'SIGNATURE_SCHEME_TK_API_P256',
      signature: sign('sha256', bytes, privateKey).toString('hex'),
    }),
  );
}
