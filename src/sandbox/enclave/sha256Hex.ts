import { createHash } from 'node:crypto';

/** Lower-case hex of sha256 of a UTF-8 string (the OAuth nonce rule of wire-details). */
export const sha256Hex = (text: string): string =>
  createHash('sha256').update(text, 'utf8').digest('hex');
