import { createHash } from 'node:crypto';
import { normalizeOtpCode } from './generateOtpCode.js';

/** hex(sha256(salt || code)): the store keeps this, never the code (the inbox is the only copy). */
export const hashOtpCode = (salt: string, code: string): string =>
  createHash('sha256').update(salt, 'hex').update(normalizeOtpCode(code), 'utf8').digest('hex');
