import type { CryptoLike } from './cryptoLike.js';

/**
 * RFC 9180 base mode for the wire's one suite (wire-details, "OTP code encryption"):
 * DHKEM(P-256, HKDF-SHA256), HKDF-SHA256, AES-256-GCM, on WebCrypto alone. Loaded on demand
 * (`loadHpke.ts`). The sandbox has its own, on Node's synchronous crypto; tests hold the two to
 * each other, to `@hpke/core` and to the production package's `hpkeEncrypt`/`hpkeDecrypt`.
 */

// This chunk imports nothing at run time, on purpose: when it shared the entry's byte helpers
// (encoding.ts, asBuffer.ts), rolldown moved those to a chunk of their own, loaded up front
// beside the entry (0.2 KB gzip more there). Its few byte operations are written inline.

/** The bytes in an ArrayBuffer of their own, joined (WebCrypto takes ArrayBuffer-backed views). */
const join = (...parts: (Uint8Array | string)[]): Uint8Array<ArrayBuffer> =>
  new Uint8Array(
    parts.flatMap((part) => [
      ...(typeof part === 'string' ? new TextEncoder().encode(part) : part),
    ]),
  );

const EMPTY = new Uint8Array(0);
// The suite ids as strings: every character is below 0x80, so UTF-8 gives one byte each.
/** suite_id of the KEM, "KEM" || I2OSP(0x0010, 2) (RFC 9180 section 4.1). */
const KEM_SUITE = 'KEM\x00\x10';
/**
 * The AEAD of the suite (RFC 9180 section 7.3): AES-256-GCM on the wire; AES-128-GCM only so that
 * tests can run the RFC's own appendix vector for DHKEM(P-256, HKDF-SHA256), HKDF-SHA256 (A.3),
 * which differs from the wire's suite in the AEAD alone.
 */
export type HpkeAead = 'AES-256-GCM' | 'AES-128-GCM';

/**
 * suite_id of the rest, "HPKE" || kem_id || kdf_id (0x0001) || aead_id (section 5.1): 0x0002 for
 * AES-256-GCM, 0x0001 for AES-128-GCM.
 */
const hpkeSuite = (aead: HpkeAead) =>
  `HPKE\x00\x10\x00\x01\x00${aead === 'AES-256-GCM' ? '\x02' : '\x01'}`;
const ECDH = { name: 'ECDH', namedCurve: 'P-256' } as const;

/** LabeledExtract's input: "HPKE-v1" || suite_id || label || ikm (section 4). */
const labeled = (suite: string, label: string, ikm: Uint8Array) =>
  join(`HPKE-v1${suite}${label}`, ikm);

/** LabeledExpand's info: I2OSP(L, 2) || "HPKE-v1" || suite_id || label || info (L < 256 here). */
const labeledInfo = (suite: string, label: string, info: Uint8Array, length: number) =>
  join(Uint8Array.of(0, length), labeled(suite, label, info));

/**
 * HKDF-Expand(HKDF-Extract(salt, ikm), info, L) (RFC 5869 section 2) is one WebCrypto HKDF
 * derivation, and RFC 9180 only ever expands what it has just extracted: LabeledExtract then
 * LabeledExpand is one call with the labeled ikm and the labeled info.
 */
const hkdfParams = (salt: Uint8Array, info: Uint8Array<ArrayBuffer>) => ({
  name: 'HKDF',
  hash: 'SHA-256',
  salt: join(salt),
  info,
});

/**
 * LabeledExtract with an empty salt alone (psk_id_hash, info_hash): HMAC-SHA256 under HashLen
 * zero bytes, which is what HKDF-Extract does with an absent salt (RFC 5869 section 2.2).
 * WebCrypto refuses an HMAC key of length zero; the zeros are the same key to HMAC.
 */
async function extract(crypto: CryptoLike, ikm: Uint8Array<ArrayBuffer>): Promise<Uint8Array> {
  const zeros = await crypto.subtle.importKey(
    'raw',
    new Uint8Array(32),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return new Uint8Array(await crypto.subtle.sign('HMAC', zeros, ikm));
}

interface HpkeKeys {
  /** The AEAD key, non-extractable, for one direction only. */
  key: CryptoKey;
  /** base_nonce: the nonce of the context's first (and, here, only) message. */
  nonce: Uint8Array<ArrayBuffer>;
}

/**
 * DHKEM's ExtractAndExpand (section 4.1) from the P-256 shared x coordinate and
 * kem_context = enc || pkRm, then KeySchedule in base mode (section 5.1: no PSK, no PSK id).
 */
async function keySchedule(
  crypto: CryptoLike,
  dh: ArrayBuffer,
  kemContext: Uint8Array,
  info: Uint8Array,
  usage: 'encrypt' | 'decrypt',
  aead: HpkeAead,
): Promise<HpkeKeys> {
  const HPKE_SUITE = hpkeSuite(aead);
  // Nk: the AEAD key length in bytes (section 7.3).
  const keyLength = aead === 'AES-256-GCM' ? 32 : 16;
  const eae = await crypto.subtle.importKey(
    'raw',
    labeled(KEM_SUITE, 'eae_prk', new Uint8Array(dh)),
    'HKDF',
    false,
    ['deriveBits'],
  );
  const [sharedSecret, pskIdHash, infoHash, secret] = await Promise.all([
    crypto.subtle.deriveBits(
      hkdfParams(EMPTY, labeledInfo(KEM_SUITE, 'shared_secret', kemContext, 32)),
      eae,
      256,
    ),
    extract(crypto, labeled(HPKE_SUITE, 'psk_id_hash', EMPTY)),
    extract(crypto, labeled(HPKE_SUITE, 'info_hash', info)),
    // secret = LabeledExtract(shared_secret, "secret", psk = ""): the ikm is the label alone.
    crypto.subtle.importKey('raw', labeled(HPKE_SUITE, 'secret', EMPTY), 'HKDF', false, [
      'deriveBits',
      'deriveKey',
    ]),
  ]);
  const salt = new Uint8Array(sharedSecret);
  // key_schedule_context = mode (0x00, base) || psk_id_hash || info_hash.
  const context = join(Uint8Array.of(0), pskIdHash, infoHash);
  const [key, nonce] = await Promise.all([
    crypto.subtle.deriveKey(
      hkdfParams(salt, labeledInfo(HPKE_SUITE, 'key', context, keyLength)),
      secret,
      { name: 'AES-GCM', length: keyLength * 8 },
      false,
      [usage],
    ),
    crypto.subtle.deriveBits(
      hkdfParams(salt, labeledInfo(HPKE_SUITE, 'base_nonce', context, 12)),
      secret,
      96,
    ),
  ]);
  return { key, nonce: new Uint8Array(nonce) };
}

/** SerializePublicKey of DHKEM(P-256): the 65-byte uncompressed point (section 7.1.1). */
function assertUncompressed(point: Uint8Array, what: string): void {
  if (point.length !== 65 || point[0] !== 4) {
    throw new TypeError(`${what} is not a 65-byte uncompressed P-256 point`);
  }
}

/** A sender context for one message: its `enc`, and a seal that refuses a second use. */
export interface HpkeSender {
  /** The ephemeral public key, 65 bytes uncompressed. */
  enc: Uint8Array<ArrayBuffer>;
  /** AES-256-GCM under the context's key and base nonce; once only (a second would reuse it). */
  seal(plaintext: Uint8Array, aad: Uint8Array): Promise<Uint8Array<ArrayBuffer>>;
}

/**
 * SetupBaseS (section 5.1.1) to an uncompressed P-256 key: a fresh ephemeral key pair whose
 * private half never leaves WebCrypto, the DH (WebCrypto checks the receiver's point is on the
 * curve when it imports it), the key schedule. Sealing is then one AES-GCM encryption.
 */
export async function setupHpkeSender(
  receiverPublic: Uint8Array,
  info: Uint8Array,
  crypto: CryptoLike = globalThis.crypto,
  aead: HpkeAead = 'AES-256-GCM',
): Promise<HpkeSender> {
  assertUncompressed(receiverPublic, 'the receiver key');
  const [receiver, ephemeral] = await Promise.all([
    crypto.subtle.importKey('raw', join(receiverPublic), ECDH, false, []),
    crypto.subtle.generateKey(ECDH, false, ['deriveBits']),
  ]);
  const [enc, dh] = await Promise.all([
    crypto.subtle.exportKey('raw', ephemeral.publicKey),
    crypto.subtle.deriveBits({ name: 'ECDH', public: receiver }, ephemeral.privateKey, 256),
  ]);
  const encBytes = new Uint8Array(enc);
  const { key, nonce } = await keySchedule(
    crypto,
    dh,
    join(encBytes, receiverPublic),
    info,
    'encrypt',
    aead,
  );
  let sealed = false;
  return {
    enc: encBytes,
    async seal(plaintext, aad) {
      // The first message's nonce is base_nonce; a second under it would reuse the nonce.
      if (sealed) throw new Error('an HPKE sender context seals one message only');
      sealed = true;
      const ciphertext = await crypto.subtle.encrypt(
        { name: 'AES-GCM', iv: nonce, additionalData: join(aad) },
        key,
        join(plaintext),
      );
      return new Uint8Array(ciphertext);
    },
  };
}

/**
 * SetupBaseR and Open of a context's first message (sections 5.1.1, 5.2): the receiver's ECDH
 * pair (its public half, uncompressed, is `receiverPublic`), the sender's `enc`. Rejects when the
 * ciphertext, its AAD or `enc` was altered (AES-GCM's tag).
 */
export async function openHpke(args: {
  receiver: CryptoKeyPair;
  receiverPublic: Uint8Array;
  enc: Uint8Array;
  ciphertext: Uint8Array;
  info: Uint8Array;
  aad: Uint8Array;
  crypto?: CryptoLike;
  aead?: HpkeAead;
}): Promise<Uint8Array<ArrayBuffer>> {
  const crypto = args.crypto ?? globalThis.crypto;
  assertUncompressed(args.enc, 'enc');
  const sender = await crypto.subtle.importKey('raw', join(args.enc), ECDH, false, []);
  const dh = await crypto.subtle.deriveBits(
    { name: 'ECDH', public: sender },
    args.receiver.privateKey,
    256,
  );
  const { key, nonce } = await keySchedule(
    crypto,
    dh,
    join(args.enc, args.receiverPublic),
    args.info,
    'decrypt',
    args.aead ?? 'AES-256-GCM',
  );
  const plaintext = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: nonce, additionalData: join(args.aad) },
    key,
    join(args.ciphertext),
  );
  return new Uint8Array(plaintext);
}
