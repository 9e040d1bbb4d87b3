import { createDecipheriv, createECDH, createHmac } from 'node:crypto';
import type { HpkeCiphertext } from 'embedded-wallet-kit/protocol';
import {
  concatBytes,
  hexToBytes,
  hpkeAad,
  hpkeInfo,
  parseJson,
} from 'embedded-wallet-kit/protocol';
import { EnclaveError } from './enclaveError.js';
import { privateKeyBytes } from './parseP256Key.js';

const UNCOMPRESSED_LENGTH = 65;
/** AES-GCM appends a 16-byte tag (RFC 5116, 5.1), so shorter input cannot be a ciphertext. */
const TAG_LENGTH = 16;

function parseMessage(message: HpkeCiphertext | string): { enc: Uint8Array; ct: Uint8Array } {
  const value = typeof message === 'string' ? parseJson(message) : message;
  if (typeof value !== 'object' || value === null) {
    throw new EnclaveError('MALFORMED', 'HPKE message is not a JSON object');
  }
  const { encappedPublic, ciphertext } = value as Record<string, unknown>;
  if (typeof encappedPublic !== 'string' || typeof ciphertext !== 'string') {
    throw new EnclaveError('MALFORMED', 'HPKE message needs string encappedPublic and ciphertext');
  }
  let enc: Uint8Array;
  let ct: Uint8Array;
  try {
    enc = hexToBytes(encappedPublic);
    ct = hexToBytes(ciphertext);
  } catch {
    throw new EnclaveError('MALFORMED', 'HPKE message fields are not hex');
  }
  // DHKEM(P-256) `enc` is SerializePublicKey: the uncompressed point (RFC 9180, 7.1.1).
  if (enc.length !== UNCOMPRESSED_LENGTH || enc[0] !== 0x04) {
    throw new EnclaveError('MALFORMED', 'encappedPublic is not an uncompressed P-256 point');
  }
  if (ct.length < TAG_LENGTH) throw new EnclaveError('MALFORMED', 'ciphertext is too short');
  return { enc, ct };
}

// RFC 9180 identifiers of the wire suite (protocol's hpkeCipherSuite.ts): DHKEM(P-256,
// HKDF-SHA256) 0x0010, HKDF-SHA256 0x0001, AES-256-GCM 0x0002 (7.1-7.3).
const VERSION = new TextEncoder().encode('HPKE-v1');
const KEM_SUITE_ID = Uint8Array.of(0x4b, 0x45, 0x4d, 0x00, 0x10); // "KEM" || 0x0010
const HPKE_SUITE_ID = Uint8Array.of(0x48, 0x50, 0x4b, 0x45, 0x00, 0x10, 0x00, 0x01, 0x00, 0x02);
const MODE_BASE = Uint8Array.of(0x00);
const label = (text: string) => new TextEncoder().encode(text);

/** Extract (RFC 5869 2.2): an empty salt is HashLen zeros, which HMAC pads to the same key. */
const extract = (salt: Uint8Array, ikm: Uint8Array): Buffer =>
  createHmac('sha256', salt).update(ikm).digest();

/** LabeledExtract (RFC 9180 4). */
const labeledExtract = (suiteId: Uint8Array, salt: Uint8Array, name: string, ikm: Uint8Array) =>
  extract(salt, concatBytes(VERSION, suiteId, label(name), ikm));

/** LabeledExpand (RFC 9180 4) for L <= 32: Expand's first block T(1) (RFC 5869 2.3). */
function labeledExpand(
  suiteId: Uint8Array,
  prk: Uint8Array,
  name: string,
  info: Uint8Array,
  length: number,
): Buffer {
  const labeledInfo = concatBytes(
    Uint8Array.of(0, length),
    VERSION,
    suiteId,
    label(name),
    info,
    Uint8Array.of(1),
  );
  return createHmac('sha256', prk).update(labeledInfo).digest().subarray(0, length);
}

/**
 * Opens an HPKE message (`{encappedPublic, ciphertext}`, as JSON text or parsed) with the
 * receiver's private key (hex), with the wire profile (protocol's hpkeSuite.ts). Used for
 * `encryptedOtpBundle` and for key material clients encrypt to an import bundle's target.
 * Throws `EnclaveError`: MALFORMED, INVALID_KEY (bad private key) or DECRYPT_FAILED (wrong key,
 * wrong AAD, invalid `enc` point, tampered ciphertext).
 *
 * RFC 9180 base mode, single-shot open (sequence 0), written out over OpenSSL (node:crypto):
 * every login's `otp_verify_v2` opens one, and OpenSSL's ECDH, HMAC and AES-GCM take a tenth of
 * the time of the WebCrypto-backed suite the client seals with. The tests seal with that suite
 * (`@hpke/core`), so the two implementations check each other.
 */
export async function openHpkeCiphertext(
  message: HpkeCiphertext | string,
  receiverPrivateKeyHex: string,
): Promise<Uint8Array> {
  const { enc, ct } = parseMessage(message);
  const secret = privateKeyBytes(receiverPrivateKeyHex, 'receiver private key');
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(secret);
  secret.fill(0);
  const receiverPublic = new Uint8Array(ecdh.getPublicKey());
  try {
    // Decap (4.1): dh = x(skR * pkE); OpenSSL refuses a pkE that is not a point of the curve.
    const dh = ecdh.computeSecret(enc);
    const eaePrk = labeledExtract(KEM_SUITE_ID, new Uint8Array(), 'eae_prk', dh);
    dh.fill(0);
    const kemContext = concatBytes(enc, receiverPublic);
    const sharedSecret = labeledExpand(KEM_SUITE_ID, eaePrk, 'shared_secret', kemContext, 32);
    // KeySchedule (5.1), mode_base: no PSK, so psk_id and psk are empty.
    const empty = new Uint8Array();
    const pskIdHash = labeledExtract(HPKE_SUITE_ID, empty, 'psk_id_hash', empty);
    const infoHash = labeledExtract(HPKE_SUITE_ID, empty, 'info_hash', hpkeInfo());
    const context = concatBytes(MODE_BASE, pskIdHash, infoHash);
    const keyScheduleSecret = labeledExtract(HPKE_SUITE_ID, sharedSecret, 'secret', empty);
    sharedSecret.fill(0);
    const key = labeledExpand(HPKE_SUITE_ID, keyScheduleSecret, 'key', context, 32);
    // Sequence number 0: the nonce is base_nonce itself (5.2).
    const nonce = labeledExpand(HPKE_SUITE_ID, keyScheduleSecret, 'base_nonce', context, 12);
    keyScheduleSecret.fill(0);
    const decipher = createDecipheriv('aes-256-gcm', key, nonce);
    decipher.setAAD(hpkeAad(enc, receiverPublic));
    decipher.setAuthTag(ct.subarray(ct.length - TAG_LENGTH));
    const plaintext = Buffer.concat([
      decipher.update(ct.subarray(0, ct.length - TAG_LENGTH)),
      decipher.final(),
    ]);
    key.fill(0);
    return new Uint8Array(plaintext);
  } catch {
    throw new EnclaveError('DECRYPT_FAILED', 'HPKE open failed');
  }
}
