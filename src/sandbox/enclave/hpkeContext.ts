import { createHmac } from 'node:crypto';

/** The AEAD key and base nonce of an HPKE context (its first message uses the base nonce). */
export interface HpkeContext {
  key: Uint8Array;
  nonce: Uint8Array;
}

// The wire profile's identifiers (RFC 9180, 7.1-7.3): DHKEM(P-256, HKDF-SHA256), HKDF-SHA256,
// AES-256-GCM, and its sizes: Nsecret 32, Nk 32, Nn 12.
const KEM_ID = [0x00, 0x10];
const KDF_ID = [0x00, 0x01];
const AEAD_ID = [0x00, 0x02];
const KEM_SUITE = Buffer.from([...Buffer.from('KEM'), ...KEM_ID]);
const HPKE_SUITE = Buffer.from([...Buffer.from('HPKE'), ...KEM_ID, ...KDF_ID, ...AEAD_ID]);
const VERSION = Buffer.from('HPKE-v1');
const HASH_LENGTH = 32;
const MODE_BASE = 0x00;
const EMPTY = Buffer.alloc(0);

/** HKDF-Extract (RFC 5869, 2.2): an absent salt is HashLen zero bytes. */
const extract = (salt: Uint8Array, ikm: Uint8Array): Buffer =>
  createHmac('sha256', salt.length > 0 ? salt : Buffer.alloc(HASH_LENGTH))
    .update(ikm)
    .digest();

/** HKDF-Expand (RFC 5869, 2.3). */
function expand(prk: Uint8Array, info: Uint8Array, length: number): Buffer {
  const blocks: Buffer[] = [];
  let previous: Buffer = EMPTY;
  for (let i = 1; blocks.length * HASH_LENGTH < length; i++) {
    previous = createHmac('sha256', prk)
      .update(previous)
      .update(info)
      .update(Buffer.from([i]))
      .digest();
    blocks.push(previous);
  }
  return Buffer.concat(blocks).subarray(0, length);
}

/** LabeledExtract (RFC 9180, 4): the label prefixed with "HPKE-v1" and the suite id. */
const labeledExtract = (suite: Buffer, salt: Uint8Array, label: string, ikm: Uint8Array) =>
  extract(salt, Buffer.concat([VERSION, suite, Buffer.from(label), ikm]));

/** psk_id_hash of the base mode (no PSK id): the same for every exchange. */
const PSK_ID_HASH = labeledExtract(HPKE_SUITE, EMPTY, 'psk_id_hash', EMPTY);

/** LabeledExpand (RFC 9180, 4): I2OSP(L, 2) || "HPKE-v1" || suite id || label || info. */
function labeledExpand(
  suite: Buffer,
  prk: Uint8Array,
  label: string,
  info: Uint8Array,
  length: number,
): Buffer {
  const prefix = Buffer.from([length >> 8, length & 0xff]);
  return expand(prk, Buffer.concat([prefix, VERSION, suite, Buffer.from(label), info]), length);
}

/**
 * The context of an RFC 9180 base-mode exchange with the wire profile (protocol's hpkeSuite.ts),
 * from the P-256 Diffie-Hellman output (the shared point's x coordinate, 32 bytes), `enc` and the
 * receiver's public key (both 65-byte uncompressed) and `info`: DHKEM's ExtractAndExpand
 * (4.1), then KeySchedule with no PSK (5.1). Node's synchronous HMAC, so that the sandbox's
 * seal and open stay off the thread pool that WebCrypto's many small async steps would queue on
 * behind a busy machine (there went about half of an `otp_verify_v2` during the browser bench).
 */
export function hpkeContext(
  dh: Uint8Array,
  enc: Uint8Array,
  receiverPublicKey: Uint8Array,
  info: Uint8Array,
): HpkeContext {
  const kemContext = Buffer.concat([enc, receiverPublicKey]);
  const eaePrk = labeledExtract(KEM_SUITE, EMPTY, 'eae_prk', dh);
  const sharedSecret = labeledExpand(KEM_SUITE, eaePrk, 'shared_secret', kemContext, 32);
  const infoHash = labeledExtract(HPKE_SUITE, EMPTY, 'info_hash', info);
  const scheduleContext = Buffer.concat([Buffer.from([MODE_BASE]), PSK_ID_HASH, infoHash]);
  const secret = labeledExtract(HPKE_SUITE, sharedSecret, 'secret', EMPTY);
  return {
    key: labeledExpand(HPKE_SUITE, secret, 'key', scheduleContext, 32),
    nonce: labeledExpand(HPKE_SUITE, secret, 'base_nonce', scheduleContext, 12),
  };
}
