import type { KitErrorCode } from './kitErrorCode.js';

export interface KitErrorOptions {
  /** Structured, non-secret facts about the failure (never keys, codes or tokens). */
  details?: Readonly<Record<string, unknown>>;
  /** The underlying error, kept for debugging (ES2022 `Error.cause`). */
  cause?: unknown;
}

/**
 * Base of every error the kit throws (DESIGN.md, "Errors"): a literal UPPER_SNAKE `code` to
 * branch on, a one-line `shortMessage` fit for logs, `details` and `cause`. Subclasses name the
 * family (`ProxyError`, `StampError`, ...) and may narrow the code type.
 */
export class KitError<C extends KitErrorCode = KitErrorCode> extends Error {
  override name = 'KitError';
  readonly code: C;
  readonly shortMessage: string;
  readonly details: Readonly<Record<string, unknown>>;

  constructor(code: C, shortMessage: string, options: KitErrorOptions = {}) {
    super(`${shortMessage} [${code}]`, options.cause === undefined ? {} : { cause: options.cause });
    this.code = code;
    this.shortMessage = shortMessage;
    this.details = options.details ?? {};
  }

  /**
   * Follows the `cause` chain from this error (viem's `BaseError.walk` does the same): with a
   * predicate, the first error of the chain it accepts (this one included), else `undefined`;
   * without one, the innermost cause. E.g. `error.walk((e) => e instanceof TypeError)` finds the
   * `fetch` failure under a `NETWORK_ERROR`. A cyclic chain ends where it would repeat.
   */
  walk<T>(predicate: (error: unknown) => error is T): T | undefined;
  walk(predicate?: (error: unknown) => boolean): unknown;
  walk(predicate?: (error: unknown) => boolean): unknown {
    const seen = new Set<unknown>();
    let current: unknown = this;
    for (;;) {
      if (predicate?.(current)) return current;
      seen.add(current);
      const next =
        typeof current === 'object' && current !== null && 'cause' in current
          ? current.cause
          : undefined;
      if (next === undefined || seen.has(next)) return predicate ? undefined : current;
      current = next;
    }
  }
}
