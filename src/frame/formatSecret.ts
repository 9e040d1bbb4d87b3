import { base58Encode } from '../protocol/base58.js';
import { bytesToHex, concatBytes, utf8Decode } from '../protocol/encoding.js';
import type { FrameExportKind, FrameKeyFormat } from '../protocol/frameMessages.js';

/** PKCS #8 of an Ed25519 private key, before its 32 bytes (RFC 8410, section 7). */
const ED25519_PKCS8_PREFIX = Uint8Array.of(
  0x30,
  0x2e,
  0x02,
  0x01,
  0x00,
  0x30,
  0x05,
  0x06,
  0x03,
  0x2b,
  0x65,
  0x70,
  0x04,
  0x22,
  0x04,
  0x20,
);

/**
 * The Ed25519 public key of a 32-byte seed, by WebCrypto (no curve code in the frame): the seed
 * imported as PKCS #8, extractable for this one export, its JWK's `x`.
 */
async function ed25519PublicKey(seed: Uint8Array): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey(
    'pkcs8',
    new Uint8Array(concatBytes(ED25519_PKCS8_PREFIX, seed)),
    { name: 'Ed25519' },
    true,
    ['sign'],
  );
  const { x } = await crypto.subtle.exportKey('jwk', key);
  return Uint8Array.from(atob((x ?? '').replace(/-/g, '+').replace(/_/g, '/')), (c) =>
    c.charCodeAt(0),
  );
}

/**
 * What the user sees of an exported secret: a mnemonic's words, a private key as 64 hex digits
 * or, for Solana, as the base58 of its 64-byte key pair (seed, then public key: what Solana
 * wallets import), a secret's text.
 */
export async function formatSecret(
  plaintext: Uint8Array,
  kind: FrameExportKind,
  keyFormat: FrameKeyFormat = 'hexadecimal',
): Promise<string> {
  if (kind !== 'privateKey') return utf8Decode(plaintext).trim();
  if (keyFormat === 'solana') {
    return base58Encode(concatBytes(plaintext, await ed25519PublicKey(plaintext)));
  }
  return bytesToHex(plaintext);
}
