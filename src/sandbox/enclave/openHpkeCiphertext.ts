import { createDecipheriv, createECDH } from 'node:crypto';
import type { HpkeCiphertext } from 'embedded-wallet-kit/protocol';
import { hexToBytes, hpkeAad, hpkeInfo, parseJson } from 'embedded-wallet-kit/protocol/internal';
import { EnclaveError } from './enclaveError.js';
import { hpkeContext } from './hpkeContext.js';
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

/**
 * Opens an HPKE message (`{encappedPublic, ciphertext}`, as JSON text or parsed) with the
 * receiver's private key (hex), with the wire profile (protocol's hpkeSuite.ts). Used for
 * `encryptedOtpBundle` and for key material clients encrypt to an import bundle's target.
 * Synchronous, with Node's crypto (hpkeContext.ts says why).
 * Throws `EnclaveError`: MALFORMED, INVALID_KEY (bad private key) or DECRYPT_FAILED (wrong key,
 * wrong AAD, invalid `enc` point, tampered ciphertext).
 */
export function openHpkeCiphertext(
  message: HpkeCiphertext | string,
  receiverPrivateKeyHex: string,
): Uint8Array {
  const { enc, ct } = parseMessage(message);
  const secret = privateKeyBytes(receiverPrivateKeyHex, 'receiver private key');
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(secret);
  const receiverPublic = ecdh.getPublicKey();
  try {
    // OpenSSL refuses an `enc` that is not a point of the curve (RFC 9180, 7.1.4).
    const dh = ecdh.computeSecret(enc);
    const { key, nonce } = hpkeContext(dh, enc, receiverPublic, hpkeInfo());
    const decipher = createDecipheriv('aes-256-gcm', key, nonce);
    decipher.setAAD(hpkeAad(enc, receiverPublic));
    decipher.setAuthTag(ct.subarray(ct.length - TAG_LENGTH));
    const opened = Buffer.concat([
      decipher.update(ct.subarray(0, ct.length - TAG_LENGTH)),
      decipher.final(),
    ]);
    // A copy of its own: Node may cut small buffers from a shared pool, and this may be a key.
    const plaintext = new Uint8Array(opened);
    opened.fill(0);
    return plaintext;
  } catch {
    throw new EnclaveError('DECRYPT_FAILED', 'HPKE open failed');
  }
}
