import { p1363ToDer } from '../../protocol/derSignature.js';
import { bytesToHex, utf8Encode } from '../../protocol/encoding.js';
import {
  ATTESTED_STAMP_HEADER,
  type AttestedStampScheme,
  encodeAttestedStamp,
} from '../../protocol/stamp.js';
import type { CryptoLike } from '../crypto/cryptoLike.js';
import { signP256 } from '../crypto/signP256.js';
import { StampError } from '../errors/stampError.js';
import type { Stamper } from './stamper.js';

export interface AttestedStamperOptions {
  /** The session key's private half (non-extractable ECDSA P-256). */
  privateKey: CryptoKey;
  /** Its compressed SEC1 public key, hex: the key the token vouches for. */
  publicKey: string;
  scheme: AttestedStampScheme;
  /** The verification token (its `public_key` is `publicKey`) or OIDC token (nonce binds it). */
  publicKeyAttestation: string;
  crypto?: CryptoLike;
}

/**
 * `X-Stamp-Attested` (wire-details, "Attested stamps"): the `X-Stamp` signature over the body
 * (ECDSA P-256, DER hex) by the session key, with the token that vouches for that key. The
 * service accepts it for `stamp_login` only, where it stands in for the proxy's `account`
 * lookup and login.
 */
export function createAttestedStamper(options: AttestedStamperOptions): Stamper {
  const crypto = options.crypto ?? globalThis.crypto;
  return {
    async stamp(body) {
      let signature: Uint8Array;
      try {
        signature = await signP256(options.privateKey, utf8Encode(body), crypto);
      } catch (cause) {
        throw new StampError('INTERNAL', 'signing the request failed', { cause });
      }
      return {
        headerName: ATTESTED_STAMP_HEADER,
        headerValue: encodeAttestedStamp({
          publicKeyAttestation: options.publicKeyAttestation,
          scheme: options.scheme,
          publicKey: options.publicKey,
          signature: bytesToHex(p1363ToDer(signature)),
        }),
      };
    },
  };
}
