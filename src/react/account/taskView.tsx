import type { ReactElement, ReactNode } from 'react';
import { ErrorScreen } from '../modal/screenParts.js';
import { BusyScreen } from '../modal/screens/busyScreen.js';
import { useAccountNav } from './accountNav.js';
import { DoneButton } from './doneButton.js';
import { FocusFirst } from './focusFirst.js';
import type { AccountTask } from './useAccountTask.js';

/**
 * A screen's form, or where its change is: the wait (with Cancel), the success (announced, then
 * back to the account, or done for a single flow), the failure in words (Try again, Back).
 */
export function TaskView(props: {
  task: AccountTask;
  onRetry(): void;
  children: ReactNode;
}): ReactElement {
  const { strings } = useAccountNav();
  const { phase } = props.task;
  let body: ReactNode = props.children;
  if (phase.name === 'busy') {
    body = (
      <BusyScreen
        strings={strings}
        label={phase.label}
        {...(phase.hint ? { hint: phase.hint } : {})}
        onCancel={props.task.cancel}
      />
    );
  } else if (phase.name === 'error') {
    body = (
      <ErrorScreen
        strings={strings}
        message={phase.message}
        onRetry={props.onRetry}
        onBack={props.task.reset}
      />
    );
  } else if (phase.name === 'done') {
    body = (
      <>
        <p className="ewk-text ewk-success" role="status">
          {phase.message}
        </p>
        {phase.detail}
        <DoneButton autoFocus />
      </>
    );
  }
  return <FocusFirst key={phase.name}>{body}</FocusFirst>;
}
