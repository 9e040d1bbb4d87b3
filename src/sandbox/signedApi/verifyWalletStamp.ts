import { ed25519 } from '@noble/curves/ed25519.js';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import type { ApiKeyCurve, ApiKeyStamp, StampScheme } from 'embedded-wallet-kit/protocol';
import {
  derToP1363,
  eip191Message,
  hexToBytes,
  utf8Encode,
} from 'embedded-wallet-kit/protocol/internal';
import { ServiceError } from '../serviceError.js';

/** The curve an API key must be registered with to stamp with each scheme. */
const CURVE_OF_SCHEME: Readonly<Record<StampScheme, ApiKeyCurve>> = {
  SIGNATURE_SCHEME_TK_API_P256: 'API_KEY_CURVE_P256',
  SIGNATURE_SCHEME_TK_API_SECP256K1_EIP191: 'API_KEY_CURVE_SECP256K1',
  SIGNATURE_SCHEME_TK_API_ED25519: 'API_KEY_CURVE_ED25519',
};

export type WalletStampScheme = Exclude<StampScheme, 'SIGNATURE_SCHEME_TK_API_P256'>;

/**
 * The API key curve a stamp scheme belongs to; undefined for a scheme the service does not know.
 */
export const curveOfScheme = (scheme: string): ApiKeyCurve | undefined =>
  Object.hasOwn(CURVE_OF_SCHEME, scheme) ? CURVE_OF_SCHEME[scheme as StampScheme] : undefined;

export const isWalletStampScheme = (scheme: string): scheme is WalletStampScheme =>
  scheme !== 'SIGNATURE_SCHEME_TK_API_P256' && curveOfScheme(scheme) !== undefined;

const unauthenticated = (message: string) => ServiceError.unauthenticated(message);

/**
 * Ethereum wallets (`SIGNATURE_SCHEME_TK_API_SECP256K1_EIP191`, wire-details "External
 * wallets"): ECDSA secp256k1 over keccak-256 of the EIP-191 `personal_sign` message of the exact
 * body; `publicKey` the compressed key (33 bytes hex), `signature` DER hex. The production
 * client DER-encodes the wallet's 32-byte `r` and `s` as they are (`toDerSignature`), leading
 * zero bytes included, which strict DER forbids (X.690 8.3.2): `derToP1363` accepts those
 * non-minimal integers. High-S is admitted as for P-256 stamps: a stamp is bound to its body
 * and replay is answered by fingerprint, so malleability gains a forger nothing.
 */
function verifyEip191(stamp: ApiKeyStamp, body: string): boolean {
  if (!/^0[23][0-9a-f]{64}$/i.test(stamp.publicKey)) {
    throw unauthenticated('stamp public key is not a compressed secp256k1 key');
  }
  if (!/^(?:[0-9a-f]{2}){8,80}$/i.test(stamp.signature)) {
    throw unauthenticated('stamp signature is not DER hex');
  }
  try {
    const compact = derToP1363(hexToBytes(stamp.signature), 32);
    const digest = keccak_256(eip191Message(utf8Encode(body)));
    return secp256k1.verify(compact, digest, hexToBytes(stamp.publicKey), {
      prehash: false,
      lowS: false,
    });
  } catch {
    return false;
  }
}

/**
 * Solana wallets (`SIGNATURE_SCHEME_TK_API_ED25519`): the 64-byte Ed25519 signature (RFC 8032)
 * of the body bytes, as wallet-standard `solana:signMessage` makes it, by the 32-byte key.
 * Verified strictly (RFC 8032 5.1.7, not ZIP-215): canonical encodings of the key and of R, and
 * never a small-order key, for which a trivial signature verifies over any body. Signup refuses
 * such keys (`apiPublicKeyProblem`); this also holds for one a data dir registered before.
 */
function verifyEd25519(stamp: ApiKeyStamp, body: string): boolean {
  if (!/^[0-9a-f]{64}$/i.test(stamp.publicKey)) {
    throw unauthenticated('stamp public key is not a 32-byte Ed25519 key in hex');
  }
  if (!/^[0-9a-f]{128}$/i.test(stamp.signature)) {
    throw unauthenticated('stamp signature is not a 64-byte Ed25519 signature in hex');
  }
  try {
    return ed25519.verify(
      hexToBytes(stamp.signature),
      utf8Encode(body),
      hexToBytes(stamp.publicKey),
      { zip215: false },
    );
  } catch {
    return false;
  }
}

/**
 * Checks an `X-Stamp` made by an external wallet; throws 401 unless it verifies. Which user the
 * key belongs to, and that the key is registered with the scheme's curve, is the caller's check.
 */
export function verifyWalletStamp(
  stamp: ApiKeyStamp & { scheme: WalletStampScheme },
  body: string,
): { publicKey: string; scheme: WalletStampScheme; signature: string } {
  const ok =
    stamp.scheme === 'SIGNATURE_SCHEME_TK_API_ED25519'
      ? verifyEd25519(stamp, body)
      : verifyEip191(stamp, body);
  if (!ok) throw unauthenticated('stamp signature does not verify');
  return {
    publicKey: stamp.publicKey.toLowerCase(),
    scheme: stamp.scheme,
    signature: stamp.signature,
  };
}
