import { type Dispatch, useEffect, useRef } from 'react';
import { type Clock, isKitError } from '../../core/index.js';
import type { AuthFlowEvent } from './authFlowReducer.js';
import type { AuthScreen, Retry, Wait } from './authScreens.js';
import type { DescribeFailure, ErrorStep } from './failures/describeFailure.js';

/**
 * How long a code check runs before the busy screen shows (its first request leaves at once):
 * under the 0.1-1 s span in which a wait still reads as the system keeping up, and past a
 * typical check, so a fast login shows no spinner at all.
 */
export const BUSY_DELAY_MS = 300;

export interface WaitRunner {
  /**
   * Runs one wait: the busy screen, then the answer, or the failure (an error screen whose "try
   * again" does `retry`, or words under the code boxes). The user cancelling (a closed popup)
   * goes back quietly; a passkey prompt that ends without a passkey is a failure with its own
   * words (the browser does not tell a closed prompt from a missing passkey).
   * `task` starts synchronously, inside the click that called `run` (popups need it). `from`:
   * the screen the wait starts on, which stays up for `BUSY_DELAY_MS` before the busy screen
   * replaces it: most code checks finish sooner, and then no spinner flashes between the code
   * and the success screen, and no render competes with the check's requests for the CPU.
   */
  run<T>(
    wait: Wait,
    step: ErrorStep,
    retry: Retry,
    task: (signal: AbortSignal) => Promise<T>,
    from?: AuthScreen,
  ): Promise<T | undefined>;
  /** A wait is in flight. */
  running(): boolean;
  /** Abandons the wait in flight: its login ends with `USER_CANCELLED`. */
  abort(): void;
}

/**
 * The modal's one record of a wait in flight: its `AbortController`, which leaving the wait
 * (cancel, another method, the modal unmounting when it closes) aborts. The screens follow from
 * the events it dispatches.
 */
export function useWaitRunner(
  dispatch: Dispatch<AuthFlowEvent>,
  describe: DescribeFailure,
  clock: Clock,
): WaitRunner {
  const current = useRef<AbortController | undefined>(undefined);
  useEffect(() => () => current.current?.abort(), []);
  return {
    async run(wait, step, retry, task, from) {
      current.current?.abort();
      const controller = new AbortController();
      current.current = controller;
      let timer: unknown;
      if (from) {
        timer = clock.setTimeout(() => dispatch({ type: 'waitedLong', from, wait }), BUSY_DELAY_MS);
      } else {
        dispatch({ type: 'wait', wait });
      }
      try {
        return await task(controller.signal);
      } catch (error) {
        if (controller.signal.aborted) return undefined;
        if (isKitError(error, 'USER_CANCELLED') && step !== 'passkey') {
          dispatch({ type: 'cancelled', back: wait.back });
        } else {
          const failure = describe(error, step, retry);
          dispatch({ type: 'failed', failure, back: wait.back, at: clock.now() });
        }
        return undefined;
      } finally {
        if (timer !== undefined) clock.clearTimeout(timer);
        if (current.current === controller) current.current = undefined;
      }
    },
    running: () => current.current !== undefined,
    abort: () => current.current?.abort(),
  };
}
