import { KitError } from '../errors/kitError.js';

/** Lets one login ceremony run at a time (a passkey prompt, an OAuth popup, an OTP check). */
export interface CeremonyGuard {
  /** The ceremony now running, if any. */
  readonly active: string | undefined;
  /**
   * Runs `task` as the only ceremony. `task` starts synchronously, inside the caller's user
   * gesture (a popup must be opened before the first `await` or browsers block it). If
   * `signal` aborts, whatever the task throws becomes `USER_CANCELLED`: the user closed the UI.
   */
  run<T>(name: string, signal: AbortSignal | undefined, task: () => Promise<T>): Promise<T>;
}

export const cancelled = (cause?: unknown): KitError =>
  new KitError('USER_CANCELLED', 'the user cancelled', { cause });

/**
 * `onStart` runs as each ceremony starts, once its task has taken its synchronous first steps
 * (what the task starts at once goes first): the kit starts loading the session lifecycle chunk
 * there, so the session a login adopts finds it loaded.
 */
export function createCeremonyGuard(onStart?: () => void): CeremonyGuard {
  let active: string | undefined;
  return {
    get active() {
      return active;
    },
    run<T>(name: string, signal: AbortSignal | undefined, task: () => Promise<T>): Promise<T> {
      if (active !== undefined) {
        return Promise.reject(
          new KitError('CEREMONY_IN_PROGRESS', `another login (${active}) is in progress`, {
            details: { ceremony: name, active },
          }),
        );
      }
      if (signal?.aborted) return Promise.reject(cancelled(signal.reason));
      active = name;
      let running: Promise<T>;
      try {
        running = task();
      } catch (error) {
        running = Promise.reject(error);
      }
      onStart?.();
      return running.then(
        (value) => {
          active = undefined;
          return value;
        },
        (error: unknown) => {
          active = undefined;
          throw signal?.aborted && !(error instanceof KitError && error.code === 'USER_CANCELLED')
            ? cancelled(error)
            : error;
        },
      );
    },
  };
}
