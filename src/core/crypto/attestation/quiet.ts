/**
 * A check started ahead of the moment its answer is read, which may never come when an earlier
 * check refuses first: its rejection is then nobody's and must not surface as an unhandled one.
 * Awaiting the promise answered still throws.
 */
export function quiet<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined);
  return promise;
}
