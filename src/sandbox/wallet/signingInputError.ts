/**
 * A signing request the sandbox cannot honour as asked: the field at fault (`encoding`,
 * `hashFunction`, `payload`, `unsignedTransaction`, `type`) and why. `unsupported` marks what
 * production does and the sandbox does not (yet): callers answer it as "not implemented" rather
 * than as the caller's mistake.
 */
export class SigningInputError extends Error {
  override name = 'SigningInputError';
  readonly field: 'encoding' | 'hashFunction' | 'payload' | 'unsignedTransaction' | 'type';
  readonly unsupported: boolean;

  constructor(
    field: SigningInputError['field'],
    message: string,
    options: { unsupported?: boolean } = {},
  ) {
    super(message);
    this.field = field;
    this.unsupported = options.unsupported === true;
  }
}
