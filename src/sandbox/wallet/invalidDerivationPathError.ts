/**
 * A derivation path the sandbox cannot derive: malformed, out of range, or not derivable on the
 * curve.
 */
export class InvalidDerivationPathError extends Error {
  override name = 'InvalidDerivationPathError';
  readonly path: string;

  constructor(path: string, reason: string) {
    super(`invalid derivation path ${JSON.stringify(path)}: ${reason}`);
    this.path = path;
  }
}
