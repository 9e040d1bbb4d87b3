import { base64urlEncode, hexToBytes, utf8Encode } from '../../protocol/encoding.js';
import { asBuffer } from '../crypto/asBuffer.js';
import type { CryptoLike } from '../crypto/cryptoLike.js';
import { decompressPublicKey } from '../crypto/decompressPublicKey.js';
import { signP256 } from '../crypto/signP256.js';
import { StampError } from '../errors/stampError.js';
import type { Stamper } from './stamper.js';
import { stampWithP256Key } from './stampWithP256Key.js';

export interface ApiKeyStamperOptions {
  /** Compressed P-256 public key, hex (33 bytes). */
  publicKey: string;
  /** P-256 private scalar, hex (32 bytes; shorter hex is left-padded). */
  privateKey: string;
  crypto?: CryptoLike;
}

async function importApiKey(
  publicKey: string,
  privateKey: string,
  crypto: CryptoLike,
): Promise<CryptoKey> {
  let jwk: JsonWebKey;
  try {
    const d = hexToBytes(privateKey.padStart(64, '0'));
    const point = decompressPublicKey(hexToBytes(publicKey));
    if (d.length !== 32) throw new TypeError('private key must be 32 bytes');
    jwk = {
      kty: 'EC',
      crv: 'P-256',
      x: base64urlEncode(point.subarray(1, 33)),
      y: base64urlEncode(point.subarray(33)),
      d: base64urlEncode(d),
      ext: false,
    };
  } catch (cause) {
    throw new StampError('INVALID_ARGUMENT', 'API key is not a P-256 key pair in hex', { cause });
  }
  let pair: { sign: CryptoKey; verify: CryptoKey };
  try {
    const algorithm = { name: 'ECDSA', namedCurve: 'P-256' };
    pair = {
      sign: await crypto.subtle.importKey('jwk', jwk, algorithm, false, ['sign']),
      verify: await crypto.subtle.importKey(
        'jwk',
        { kty: 'EC', crv: 'P-256', x: jwk.x, y: jwk.y },
        algorithm,
        false,
        ['verify'],
      ),
    };
  } catch (cause) {
    throw new StampError('INVALID_ARGUMENT', 'API key was refused by WebCrypto', { cause });
  }
  // WebCrypto does not check that `d` belongs to (x, y) everywhere; a mismatched pair would
  // only surface as UNAUTHENTICATED from the server. One sign/verify round now names the cause.
  const probe = utf8Encode('api key self-check');
  const sig = await signP256(pair.sign, probe, crypto);
  const ok = await crypto.subtle.verify(
    { name: 'ECDSA', hash: 'SHA-256' },
    pair.verify,
    asBuffer(sig),
    asBuffer(probe),
  );
  if (!ok)
    throw new StampError('INVALID_ARGUMENT', 'API private key does not match its public key');
  return pair.sign;
}

/**
 * Stamps with an API key given as hex (wire-details, "Stamps"; e.g. the short-lived key of a
 * passkey signup). The private key is imported once, on first use, as a non-extractable
 * `CryptoKey`: the hex string stays the caller's to forget.
 */
export function createApiKeyStamper(options: ApiKeyStamperOptions): Stamper {
  const crypto = options.crypto ?? globalThis.crypto;
  const publicKey = options.publicKey.toLowerCase();
  let privateKey = options.privateKey;
  let key: Promise<CryptoKey> | undefined;
  return {
    async stamp(body) {
      if (!key) {
        key = importApiKey(publicKey, privateKey, crypto);
        privateKey = ''; // keep no reference to the hex once the CryptoKey is being made
      }
      return stampWithP256Key(await key, publicKey, body, crypto);
    },
  };
}
