/** JWKs (RFC 7518, 6.2) of hex P-256 keys, for jose. */

import { base64urlEncode } from 'embedded-wallet-kit/protocol/internal';
import type { JWK } from 'jose';
import type { P256KeyPair } from './generateP256KeyPair.js';
import { privateKeyBytes, publicKeyBytes } from './parseP256Key.js';

export function publicJwk(publicKeyHex: string): JWK {
  const point = publicKeyBytes(publicKeyHex);
  return {
    kty: 'EC',
    crv: 'P-256',
    x: base64urlEncode(point.subarray(1, 33)),
    y: base64urlEncode(point.subarray(33, 65)),
  };
}

export function privateJwk(keyPair: P256KeyPair): JWK {
  return {
    ...publicJwk(keyPair.publicKey),
    d: base64urlEncode(privateKeyBytes(keyPair.privateKey)),
  };
}
