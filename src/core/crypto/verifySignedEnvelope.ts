import { derToP1363 } from '../../protocol/derSignature.js';
import { hexToBytes, parseJson, utf8Decode } from '../../protocol/encoding.js';
import { CryptoCheckError } from '../errors/cryptoCheckError.js';
import type { CryptoLike } from './cryptoLike.js';
import { sameKey } from './sameKey.js';
import { verifyP256 } from './verifyP256.js';

const malformed = (what: string, cause?: unknown) =>
  new CryptoCheckError('MALFORMED_BUNDLE', `signed bundle is malformed: ${what}`, { cause });

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Checks an enclave-signed envelope `{enclaveQuorumPublic, dataSignature, data}` (wire-details,
 * "OTP code encryption") and answers its parsed `data`. Order matters: the signing key is
 * compared with the pinned one before anything else is looked at, so a bundle from an unknown
 * key is refused without trusting any of its content. Then the DER `dataSignature` must verify
 * over SHA-256 of the bytes `data` (hex) encodes; only then is `data` parsed as UTF-8 JSON.
 */
export async function verifySignedEnvelope(
  json: string,
  pinnedPublicKey: string,
  crypto: CryptoLike = globalThis.crypto,
): Promise<Record<string, unknown>> {
  const envelope = parseJson(json);
  if (!isRecord(envelope)) throw malformed('not a JSON object');
  if (!sameKey(envelope.enclaveQuorumPublic, pinnedPublicKey)) {
    throw new CryptoCheckError(
      'UNTRUSTED_KEY',
      'bundle is signed by a key that is not the pinned enclave key',
      { details: { enclaveQuorumPublic: envelope.enclaveQuorumPublic, pinned: pinnedPublicKey } },
    );
  }
  const { dataSignature, data } = envelope;
  if (typeof dataSignature !== 'string' || typeof data !== 'string') {
    throw malformed('dataSignature and data must be hex strings');
  }
  let signature: Uint8Array;
  let dataBytes: Uint8Array;
  try {
    signature = derToP1363(hexToBytes(dataSignature));
    dataBytes = hexToBytes(data);
  } catch (cause) {
    throw malformed('dataSignature or data is not valid hex/DER', cause);
  }
  if (!(await verifyP256(pinnedPublicKey.toLowerCase(), signature, dataBytes, crypto))) {
    throw new CryptoCheckError('INVALID_SIGNATURE', 'bundle signature does not verify');
  }
  let parsed: unknown;
  try {
    parsed = parseJson(utf8Decode(dataBytes));
  } catch (cause) {
    throw malformed('data is not UTF-8', cause);
  }
  if (!isRecord(parsed)) throw malformed('data is not a JSON object');
  return parsed;
}
