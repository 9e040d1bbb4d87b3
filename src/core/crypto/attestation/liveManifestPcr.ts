import { bytesToHex, concatBytes, utf8Encode } from '../../../protocol/encoding.js';
import { asBuffer } from '../asBuffer.js';
import type { CryptoLike } from '../cryptoLike.js';

const sha384 = async (bytes: Uint8Array, crypto: CryptoLike) =>
  new Uint8Array(await crypto.subtle.digest('SHA-384', asBuffer(bytes)));

/**
 * The PCR17 value a QOS enclave extends to commit its live manifest and ephemeral key
 * (wire-details, "Boot proofs"): a PCR starts at 48 zero bytes and is extended once,
 * `sha384(zeros || sha384(utf8(json)))`, the JSON's keys in this order, hex lower-case.
 */
export async function liveManifestPcr(
  manifestSha256: Uint8Array,
  ephemeralPublicKey: Uint8Array,
  crypto: CryptoLike,
): Promise<Uint8Array> {
  const commitment = `{"domain":"qos-live-manifest-pcr-commitment-v1","ephemeralPublicKey":"${bytesToHex(ephemeralPublicKey)}","manifestHash":"${bytesToHex(manifestSha256)}"}`;
  return sha384(
    concatBytes(new Uint8Array(48), await sha384(utf8Encode(commitment), crypto)),
    crypto,
  );
}
