import { hexToBytes } from '../../protocol/encoding.js';
import { CryptoCheckError } from '../errors/cryptoCheckError.js';

/** `targetPublic` of verified bundle data: a 65-byte uncompressed P-256 point, hex. */
export function readTargetPublic(data: Record<string, unknown>): Uint8Array {
  const { targetPublic } = data;
  try {
    if (typeof targetPublic !== 'string') throw new TypeError('missing');
    const bytes = hexToBytes(targetPublic);
    if (bytes.length !== 65 || bytes[0] !== 0x04) throw new TypeError('not uncompressed');
    return bytes;
  } catch (cause) {
    throw new CryptoCheckError(
      'MALFORMED_BUNDLE',
      'bundle data has no valid targetPublic (uncompressed P-256 hex)',
      { cause },
    );
  }
}
