import { ed25519 } from '@noble/curves/ed25519.js';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import type {
  VerificationTokenClaims,
  WalletClientSignatureScheme,
} from 'embedded-wallet-kit/protocol';
import {
  eip191Message,
  hexToBytes,
  parseJson,
  utf8Encode,
} from 'embedded-wallet-kit/protocol/internal';
import { verifyP256Signature } from '../enclave/index.js';
import { ServiceError } from '../serviceError.js';
import { canonicalJson } from './canonicalJson.js';

export interface ClientSignatureInput {
  publicKey: string;
  scheme: string;
  message: string;
  signature: string;
}

export type ClientSignatureScheme =
  | 'CLIENT_SIGNATURE_SCHEME_API_P256'
  | WalletClientSignatureScheme;

/** The key a client signature must come from, and how that key signs. */
export interface ExpectedSigner {
  /** Hex, compared case-insensitively. */
  publicKey: string;
  scheme: ClientSignatureScheme;
  /** What the key is, for the refusal: "the verification token's public_key". */
  role: string;
}

/**
 * The key of a verification token, which signs the `otp_login_v2` and token `signup_v2` messages.
 */
export const tokenSigner = (claims: VerificationTokenClaims): ExpectedSigner => ({
  publicKey: claims.public_key,
  scheme: 'CLIENT_SIGNATURE_SCHEME_API_P256',
  role: "the verification token's public_key",
});

const refuse = (description: string): ServiceError =>
  ServiceError.unauthenticated(`clientSignature: ${description}`, [
    { field: 'clientSignature', description },
  ]);

/**
 * Each scheme's check of `signature` (64 bytes: raw `r||s`, or an Ed25519 signature) over the
 * UTF-8 `message`:
 * - P-256 (wire-details, "Client signature"): ECDSA over sha256(message).
 * - secp256k1 EIP-191: ECDSA over keccak-256 of the `personal_sign` bytes of the message, what an
 *   Ethereum wallet signs (the recovery byte `v` is not sent: the key is known). High-S admitted,
 *   as for wallet stamps.
 * - Ed25519 (RFC 8032, strictly: not ZIP-215): what `solana:signMessage` signs.
 */
const VERIFY: Readonly<
  Record<ClientSignatureScheme, (key: string, message: Uint8Array, sig: Uint8Array) => boolean>
> = {
  CLIENT_SIGNATURE_SCHEME_API_P256: (publicKey, message, signature) =>
    verifyP256Signature({ publicKey, message, signature, format: 'raw' }),
  CLIENT_SIGNATURE_SCHEME_API_SECP256K1_EIP191: (publicKey, message, signature) =>
    secp256k1.verify(signature, keccak_256(eip191Message(message)), hexToBytes(publicKey), {
      prehash: false,
      lowS: false,
    }),
  CLIENT_SIGNATURE_SCHEME_API_ED25519: (publicKey, message, signature) =>
    ed25519.verify(signature, message, hexToBytes(publicKey), { zip215: false }),
};

/**
 * A client signature (wire-details, "Client signature"; for wallets, this kit's extension of it,
 * docs/wallet-signup-proof.md): made by the expected key with its scheme, and its message saying
 * exactly what the request does (`expectedMessage`: same usage type, token id or organization,
 * and fields; compared as JSON values, so key order does not matter). Refused 401 otherwise.
 */
export function verifyClientSignature(
  signature: ClientSignatureInput,
  signer: ExpectedSigner,
  expectedMessage: string,
): void {
  if (signature.publicKey.toLowerCase() !== signer.publicKey.toLowerCase()) {
    throw refuse(`publicKey is not ${signer.role}`);
  }
  if (signature.scheme !== signer.scheme) {
    throw refuse(`scheme must be ${signer.scheme} for ${signer.role}`);
  }
  let bytes: Uint8Array;
  try {
    bytes = hexToBytes(signature.signature);
  } catch {
    throw refuse('signature is not hex');
  }
  let valid = false;
  try {
    valid =
      bytes.length === 64 &&
      VERIFY[signer.scheme](signature.publicKey, utf8Encode(signature.message), bytes);
  } catch {
    valid = false;
  }
  if (!valid) throw refuse('signature does not verify');
  const given = parseJson(signature.message);
  if (
    given === undefined ||
    canonicalJson(given, 'clientSignature.message') !==
      canonicalJson(JSON.parse(expectedMessage), 'clientSignature.message')
  ) {
    throw refuse(
      'message does not match the request (usage type, token id, organization or fields differ)',
    );
  }
}
