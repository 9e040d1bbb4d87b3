import { createPrivateKey, sign } from 'node:crypto';
import { p256 } from '@noble/curves/nist.js';
import { bytesToHex, hexToBytes } from '../../src/protocol/encoding.js';
import { encodeApiKeyStamp } from '../../src/protocol/stamp.js';
import { privateJwk } from '../../src/sandbox/enclave/p256Jwk.js';

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
  const privateKey = createPrivateKey({
    key: privateJwk({
      privateKey: key.privateKey,
      publicKey: bytesToHex(p256.getPublicKey(hexToBytes(key.privateKey), false)),
    }),
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
