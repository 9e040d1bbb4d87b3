import { hexToBytes, parseJson, utf8Encode } from 'embedded-wallet-kit/protocol';
import { verifyP256Signature } from '../enclave/index.js';
import { ServiceError } from '../serviceError.js';
import { canonicalJson } from './canonicalJson.js';

export interface ClientSignatureInput {
  publicKey: string;
  scheme: string;
  message: string;
  signature: string;
}

const refuse = (description: string): ServiceError =>
  ServiceError.unauthenticated(`clientSignature: ${description}`, [
    { field: 'clientSignature', description },
  ]);

/**
 * The client signature of `otp_login_v2` and `signup_v2` (wire-details, "Client signature"):
 * made by the key in the verification token (`public_key`), raw r||s over sha256 of the UTF-8
 * message, and the message saying exactly what the request does (`expectedMessage`: same
 * usage type, token id and fields; compared as JSON values, so key order does not matter).
 */
export function verifyClientSignature(
  signature: ClientSignatureInput,
  tokenPublicKey: string,
  expectedMessage: string,
): void {
  if (signature.publicKey.toLowerCase() !== tokenPublicKey.toLowerCase()) {
    throw refuse("publicKey is not the verification token's public_key");
  }
  if (signature.scheme !== 'CLIENT_SIGNATURE_SCHEME_API_P256') throw refuse('unsupported scheme');
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
      verifyP256Signature({
        publicKey: signature.publicKey,
        message: utf8Encode(signature.message),
        signature: bytes,
        format: 'raw',
      });
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
    throw refuse('message does not match the request (usage type, token id or fields differ)');
  }
}
