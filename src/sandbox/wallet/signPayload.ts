import { ed25519 } from '@noble/curves/ed25519.js';
import { p256 } from '@noble/curves/nist.js';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import type { Curve, HashFunction, RawSignature } from 'embedded-wallet-kit/protocol';
import { bytesToHex } from 'embedded-wallet-kit/protocol/internal';
import { SigningInputError } from './signingInputError.js';

const hex32 = (n: bigint): string => n.toString(16).padStart(64, '0');

/** What ECDSA signs: the digest `hashFunction` makes of the payload bytes. */
function ecdsaDigest(bytes: Uint8Array, hashFunction: HashFunction): Uint8Array {
  switch (hashFunction) {
    case 'HASH_FUNCTION_KECCAK256':
      return keccak_256(bytes);
    case 'HASH_FUNCTION_SHA256':
      return sha256(bytes);
    case 'HASH_FUNCTION_NO_OP':
      // The payload already is the digest (e.g. an EIP-712 signing hash the caller computed).
      if (bytes.length !== 32) {
        throw new SigningInputError(
          'payload',
          `HASH_FUNCTION_NO_OP signs a 32-byte digest; the payload is ${bytes.length} bytes`,
        );
      }
      return bytes;
    case 'HASH_FUNCTION_NOT_APPLICABLE':
      throw new SigningInputError(
        'hashFunction',
        'HASH_FUNCTION_NOT_APPLICABLE is for Ed25519; ECDSA signs a digest: choose HASH_FUNCTION_KECCAK256, HASH_FUNCTION_SHA256 or HASH_FUNCTION_NO_OP',
      );
    default:
      throw new SigningInputError(
        'hashFunction',
        `unknown hash ${String(hashFunction satisfies never)}`,
      );
  }
}

/**
 * Signs payload bytes with a wallet account's private key, as production's `sign_raw_payload`
 * answers (`v1SignRawPayloadResult`, hex without `0x`):
 * - secp256k1 and P-256: ECDSA over the digest `hashFunction` makes (RFC 6979 deterministic
 *   nonce, low-s), `r` and `s` 32 bytes each, `v` the recovery id (`00` or `01`), so the public
 *   key, and an Ethereum address, can be recovered from `{r, s, v}` and the digest.
 * - Ed25519: RFC 8032 over the bytes themselves (it hashes internally, so `hashFunction` must be
 *   `HASH_FUNCTION_NOT_APPLICABLE`), `r` and `s` the signature's two 32-byte halves, `v` `00`.
 */
export function signPayload(
  curve: Curve,
  privateKey: Uint8Array,
  bytes: Uint8Array,
  hashFunction: HashFunction,
): RawSignature {
  if (curve === 'CURVE_ED25519') {
    if (hashFunction !== 'HASH_FUNCTION_NOT_APPLICABLE') {
      throw new SigningInputError(
        'hashFunction',
        'must be HASH_FUNCTION_NOT_APPLICABLE for an Ed25519 key: RFC 8032 hashes the message itself',
      );
    }
    const signature = ed25519.sign(bytes, privateKey);
    return {
      r: bytesToHex(signature.subarray(0, 32)),
      s: bytesToHex(signature.subarray(32)),
      v: '00',
    };
  }
  const ecdsa = curve === 'CURVE_SECP256K1' ? secp256k1 : p256;
  const recovered = ecdsa.sign(ecdsaDigest(bytes, hashFunction), privateKey, {
    prehash: false,
    lowS: true,
    format: 'recovered',
  });
  const signature = ecdsa.Signature.fromBytes(recovered, 'recovered');
  return {
    r: hex32(signature.r),
    s: hex32(signature.s),
    v: (signature.recovery ?? 0).toString(16).padStart(2, '0'),
  };
}
