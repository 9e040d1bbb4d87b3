import { InvalidDerivationPathError } from './invalidDerivationPathError.js';
import { HARDENED_OFFSET } from './parseDerivationPath.js';

/**
 * SLIP-10 defines only hardened derivation on ed25519 (CKDpriv: "If curve is ed25519: return
 * failure" for a normal child), because ed25519 secrets are hashed before use.
 */
export function assertAllHardened(path: string, indices: readonly number[]): void {
  indices.forEach((index, position) => {
    if (index < HARDENED_OFFSET) {
      throw new InvalidDerivationPathError(
        path,
        `ed25519 (SLIP-10) supports hardened derivation only, segment ${position + 1} is not hardened`,
      );
    }
  });
}
