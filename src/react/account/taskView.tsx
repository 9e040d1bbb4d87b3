import { type ReactElement, type ReactNode, useEffect } from 'react';
import { Screen } from '../modal/screenParts.js';
import { BusyScreen } from '../modal/screens/busyScreen.js';
import { useAccountNav } from './accountNav.js';
import { DoneButton } from './doneButton.js';
import { FocusFirst } from './focusFirst.js';
import { Outcome } from './outcome.js';
import type { AccountTask } from './useAccountTask.js';

/** How long a success stays before the center goes back to the profile by itself. */
export const RETURN_AFTER_MS = 3000;

/**
 * A success said in the live region; a moment later the center is back on the profile by
 * itself, said too, unless the app opened this flow alone (its Done closes the center) or
 * `keep`: the outcome has something to keep (a signature to copy).
 */
export function useSuccess(message: string | undefined, keep = false): void {
  const nav = useAccountNav();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per outcome
  useEffect(() => {
    if (!message) return;
    nav.announce(message);
    if (nav.direct || keep) return;
    const timer = setTimeout(() => {
      nav.back();
      nav.announce(nav.strings.backOnProfile);
    }, RETURN_AFTER_MS);
    return () => clearTimeout(timer);
  }, [message]);
}

/**
 * A screen (its title and description) with its form, or where its change is: the wait (with
 * Cancel), the success (icon, short title, announced; a moment later the center is back on the
 * profile by itself, said in the live region, unless the app opened this flow alone or the
 * outcome has something to keep, a signature), the failure titled by its kind (Try again, Back).
 */
export function TaskView(props: {
  title: string;
  description?: string | undefined;
  task: AccountTask;
  onRetry(): void;
  children: ReactNode;
}): ReactElement {
  const nav = useAccountNav();
  const { strings } = nav;
  const { phase } = props.task;
  useSuccess(
    phase.name === 'done' ? phase.message : undefined,
    'detail' in phase && Boolean(phase.detail),
  );
  let body: ReactNode;
  if (phase.name === 'busy') {
    body = (
      <Screen title={props.title} description={props.description}>
        <BusyScreen
          strings={strings}
          label={phase.label}
          {...(phase.hint ? { hint: phase.hint } : {})}
          onCancel={props.task.cancel}
        />
      </Screen>
    );
  } else if (phase.name === 'error') {
    body = (
      <Outcome failed title={phase.title} message={phase.message}>
        <button
          type="button"
          className="ewk-button ewk-button--primary"
          data-autofocus=""
          onClick={props.onRetry}
        >
          {strings.retry}
        </button>
        <button type="button" className="ewk-button" onClick={props.task.reset}>
          {strings.back}
        </button>
      </Outcome>
    );
  } else if (phase.name === 'done') {
    body = (
      <Outcome title={phase.title ?? strings.doneTitle} message={phase.message}>
        {phase.detail && <div className="ewk-stack ewk-detail">{phase.detail}</div>}
        <DoneButton autoFocus />
      </Outcome>
    );
  } else {
    body = (
      <Screen title={props.title} description={props.description}>
        <div className="ewk-stack">{props.children}</div>
      </Screen>
    );
  }
  return <FocusFirst key={phase.name}>{body}</FocusFirst>;
}
