import { type ReactNode, useEffect, useRef, useState } from 'react';
import { isKitError } from '../../core/index.js';
import type { ErrorStep } from '../modal/failures/describeFailure.js';
import { accountErrorMessage, accountFailureTitle } from './accountErrorMessage.js';
import type { AllAccountStrings } from './accountStrings.js';

/** Where a screen's change is: its form, a wait, its outcome. */
export type TaskPhase =
  | { name: 'idle' }
  | { name: 'busy'; label: string; hint?: string | undefined }
  /** `title`: a short word for the outcome ("Passkey added"); `detail` keeps it on screen. */
  | { name: 'done'; message: string; title?: string | undefined; detail?: ReactNode }
  | { name: 'error'; title: string; message: string };

export interface AccountTask {
  phase: TaskPhase;
  /**
   * Runs a change: the wait shows `wait`, then the success message `task` answers, or the
   * failure in words. Calls `task` at once, inside the caller's click (a popup or a passkey
   * prompt needs the gesture). The user backing out (`USER_CANCELLED`), or a task answering
   * no message (a step of a longer change), returns to the form.
   */
  run(
    wait: { label: string; hint?: string | undefined },
    step: ErrorStep,
    task: (
      signal: AbortSignal,
    ) => Promise<{ message: string; title?: string; detail?: ReactNode } | undefined>,
  ): void;
  /** Abandons the wait (the running change is aborted) and shows the form again. */
  cancel(): void;
  /** Back to the form (from an outcome). */
  reset(): void;
}

/** Each screen's own success and error states, around one change at a time. */
export function useAccountTask(strings: AllAccountStrings): AccountTask {
  const [phase, setPhase] = useState<TaskPhase>({ name: 'idle' });
  const running = useRef<AbortController | undefined>(undefined);
  useEffect(() => () => running.current?.abort(), []);
  return {
    phase,
    run(wait, step, task) {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      setPhase({ name: 'busy', ...wait });
      task(controller.signal).then(
        (outcome) => {
          if (!controller.signal.aborted)
            setPhase(outcome ? { name: 'done', ...outcome } : { name: 'idle' });
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          setPhase(
            isKitError(error, 'USER_CANCELLED')
              ? { name: 'idle' }
              : {
                  name: 'error',
                  title: accountFailureTitle(error, strings),
                  message: accountErrorMessage(error, step, strings),
                },
          );
        },
      );
    },
    cancel() {
      running.current?.abort();
      setPhase({ name: 'idle' });
    },
    reset: () => setPhase({ name: 'idle' }),
  };
}
