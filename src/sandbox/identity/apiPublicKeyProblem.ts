import { ed25519 } from '@noble/curves/ed25519.js';
import { p256 } from '@noble/curves/nist.js';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import type { ApiKeyCurve } from 'embedded-wallet-kit/protocol';

/** Public key encodings of each API key curve (compressed SEC1 for the ECDSA curves). */
const KEY_PATTERN: Readonly<Record<ApiKeyCurve, RegExp>> = {
  API_KEY_CURVE_P256: /^0[23][0-9a-f]{64}$/,
  API_KEY_CURVE_SECP256K1: /^0[23][0-9a-f]{64}$/,
  API_KEY_CURVE_ED25519: /^[0-9a-f]{64}$/,
};

/**
 * An Ed25519 key a signature can be trusted to: its one canonical encoding (RFC 8032 5.1.3:
 * y < p, and no "negative zero" x), and a point of the prime-order subgroup. A small-order key
 * (the identity, the points of order 2, 4 and 8) verifies a trivial signature over any message
 * under a cofactored check, so whoever registers one lets anyone stamp as it;
 * a key with a torsion part verifies differently under cofactored and cofactorless checks.
 */
function ed25519Problem(hex: string): string | undefined {
  let point: ReturnType<typeof ed25519.Point.fromHex>;
  try {
    point = ed25519.Point.fromHex(hex, false);
  } catch {
    return 'is not a canonical Ed25519 point encoding';
  }
  if (point.toHex() !== hex) return 'is not the canonical encoding of its Ed25519 point';
  if (point.isSmallOrder()) return 'is a small-order Ed25519 point (anyone can sign for it)';
  if (!point.isTorsionFree()) return 'is not in the Ed25519 prime-order subgroup';
  return undefined;
}

/**
 * Why `publicKey` (lower-case hex) cannot be registered as a `curveType` API key, or undefined
 * when it can: the encoding the curve takes, a point on the curve, and for Ed25519 a key that
 * only its holder can sign for. Every place that registers a key checks it here.
 */
export function apiPublicKeyProblem(curveType: ApiKeyCurve, publicKey: string): string | undefined {
  if (!KEY_PATTERN[curveType].test(publicKey)) {
    return `is not a ${curveType} public key in hex`;
  }
  if (curveType === 'API_KEY_CURVE_ED25519') return ed25519Problem(publicKey);
  try {
    (curveType === 'API_KEY_CURVE_P256' ? p256 : secp256k1).Point.fromHex(publicKey);
    return undefined;
  } catch {
    return `is not a point of the ${curveType === 'API_KEY_CURVE_P256' ? 'P-256' : 'secp256k1'} curve`;
  }
}
