import { TransportError } from '../errors/transportError.js';

const requestAborted = (signal: AbortSignal) =>
  new TransportError('ABORTED', 'the request was aborted', { cause: signal.reason });

/**
 * Lets one caller stop waiting for a promise it cannot withdraw (work others share, a wallet's
 * prompt): rejects with `abortError(signal)` (by default a transport ABORTED) when `signal`
 * aborts, otherwise settles as `promise` does. The work itself goes on.
 */
export function abortable<T>(
  promise: Promise<T>,
  signal: AbortSignal | undefined,
  abortError: (signal: AbortSignal) => Error = requestAborted,
): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(abortError(signal));
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(abortError(signal));
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}
