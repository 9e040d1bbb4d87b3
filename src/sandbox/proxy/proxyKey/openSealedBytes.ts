import { createDecipheriv } from 'node:crypto';
import type { SealedBytes } from '../config/proxyRecords.js';

/** Opens what `sealBytes` sealed; throws when the key, the AAD or the bytes do not match. */
export function openSealedBytes(key: Uint8Array, sealed: SealedBytes, aad: string): Buffer {
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(sealed.iv, 'hex'));
  decipher.setAAD(Buffer.from(aad, 'utf8'));
  decipher.setAuthTag(Buffer.from(sealed.tag, 'hex'));
  return Buffer.concat([decipher.update(Buffer.from(sealed.ciphertext, 'hex')), decipher.final()]);
}
