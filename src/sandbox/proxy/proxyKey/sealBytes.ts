import { createCipheriv, randomBytes } from 'node:crypto';
import type { SealedBytes } from '../config/proxyRecords.js';

/**
 * AES-256-GCM (NIST SP 800-38D) with a fresh 96-bit IV; `aad` binds the ciphertext to its owner.
 */
export function sealBytes(key: Uint8Array, plaintext: Uint8Array, aad: string): SealedBytes {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(aad, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return {
    iv: iv.toString('hex'),
    ciphertext: ciphertext.toString('hex'),
    tag: cipher.getAuthTag().toString('hex'),
  };
}
