import type { CryptoLike } from '../crypto/cryptoLike.js';
import { publicKeyHex } from '../crypto/publicKeyHex.js';
import { StampError } from '../errors/stampError.js';
import type { Stamper } from './stamper.js';
import { stampWithP256Key } from './stampWithP256Key.js';

/**
 * Stamps with a session key pair (wire-details, "Sessions and logins beyond the proxy"): the
 * non-extractable ECDSA P-256 `CryptoKey` from `generateSessionKeyPair` (or IndexedDB). The
 * compressed public key is read once, on first use.
 */
export function createSessionKeyStamper(
  keyPair: CryptoKeyPair,
  crypto: CryptoLike = globalThis.crypto,
): Stamper {
  let compressed: Promise<string> | undefined;
  return {
    async stamp(body) {
      compressed ??= publicKeyHex(keyPair.publicKey, crypto).then(
        (k) => k.compressed,
        (cause: unknown) => {
          throw new StampError('INVALID_ARGUMENT', 'session public key is not a P-256 key', {
            cause,
          });
        },
      );
      return stampWithP256Key(keyPair.privateKey, await compressed, body, crypto);
    },
  };
}
