import { sha256 } from '@noble/hashes/sha2.js';
import { hexToBytes, parseJson, utf8Decode } from 'embedded-wallet-kit/protocol';
import { EnclaveError } from './EnclaveError.js';
import { publicKeyBytes } from './parseP256Key.js';
import { verifyP256Signature } from './verifyP256Signature.js';

function hexField(value: string, name: string): Uint8Array {
  try {
    return hexToBytes(value);
  } catch {
    throw new EnclaveError('MALFORMED', `signed envelope: ${name} is not hex`);
  }
}

/**
 * Checks a signed envelope the way a client must (wire-details, "OTP code encryption"): the
 * `enclaveQuorumPublic` is the pinned key (compared as points, so either encoding of the pin
 * works), then `dataSignature` verifies over sha256(bytes of `data`). Returns the parsed `data`
 * JSON, unvalidated: the caller checks the fields it needs.
 * Throws `EnclaveError`: MALFORMED, UNTRUSTED_SIGNER, BAD_SIGNATURE, or INVALID_KEY (bad pin).
 */
export function verifySignedEnvelope(json: string, expectedPublicKey: string): unknown {
  const pinned = publicKeyBytes(expectedPublicKey, 'expected signer key');
  const parsed = parseJson(json);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new EnclaveError('MALFORMED', 'signed envelope is not a JSON object');
  }
  const { enclaveQuorumPublic, dataSignature, data } = parsed as Record<string, unknown>;
  if (
    typeof enclaveQuorumPublic !== 'string' ||
    typeof dataSignature !== 'string' ||
    typeof data !== 'string'
  ) {
    throw new EnclaveError(
      'MALFORMED',
      'signed envelope needs string enclaveQuorumPublic, dataSignature and data',
    );
  }
  let signer: Uint8Array;
  try {
    signer = publicKeyBytes(enclaveQuorumPublic);
  } catch {
    throw new EnclaveError('MALFORMED', 'signed envelope: enclaveQuorumPublic is not a P-256 key');
  }
  if (signer.length !== pinned.length || signer.some((b, i) => b !== pinned[i])) {
    throw new EnclaveError('UNTRUSTED_SIGNER', 'signed envelope is not signed by the pinned key');
  }
  const dataBytes = hexField(data, 'data');
  const signature = hexField(dataSignature, 'dataSignature');
  const valid = verifyP256Signature({
    publicKey: expectedPublicKey,
    digest: sha256(dataBytes),
    signature,
    format: 'der',
  });
  if (!valid) throw new EnclaveError('BAD_SIGNATURE', 'signed envelope signature is invalid');
  let text: string;
  try {
    text = utf8Decode(dataBytes);
  } catch {
    throw new EnclaveError('MALFORMED', 'signed envelope: data is not UTF-8');
  }
  const value = parseJson(text);
  if (value === undefined) throw new EnclaveError('MALFORMED', 'signed envelope: data is not JSON');
  return value;
}
