import { InvalidDerivationPathError } from './invalidDerivationPathError.js';

/** BIP32: indices at or above 2^31 are hardened. */
export const HARDENED_OFFSET = 0x80000000;

/** BIP32 serialises depth in one byte, so no path may be deeper than 255 levels. */
const MAX_DEPTH = 255;

/** One segment: a decimal index without leading zeros, optionally marked hardened by `'` or `h`. */
const SEGMENT = /^(0|[1-9][0-9]*)(['h]?)$/;

/**
 * Parses a BIP32 path such as `m/44'/60'/0'/0/0` into child indices (hardened ones offset by
 * 2^31). Strict on purpose: a path that a lenient parser would "fix" (spaces, empty segments,
 * leading zeros, out-of-range indices) derives a different key than the caller meant.
 */
export function parseDerivationPath(path: string): number[] {
  const segments = path.split('/');
  if (segments[0] !== 'm') {
    throw new InvalidDerivationPathError(path, "must start with 'm'");
  }
  if (segments.length - 1 > MAX_DEPTH) {
    throw new InvalidDerivationPathError(path, `deeper than ${MAX_DEPTH} levels`);
  }
  return segments.slice(1).map((segment, position) => {
    const match = SEGMENT.exec(segment);
    if (!match) {
      throw new InvalidDerivationPathError(
        path,
        `segment ${position + 1} (${JSON.stringify(segment)}) is not an index like 0, 44' or 44h`,
      );
    }
    const index = Number(match[1]);
    if (index >= HARDENED_OFFSET) {
      throw new InvalidDerivationPathError(
        path,
        `segment ${position + 1} (${segment}) is out of range (indices are below 2^31)`,
      );
    }
    return match[2] === '' ? index : index + HARDENED_OFFSET;
  });
}
