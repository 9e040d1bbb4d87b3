import type { ReactElement } from 'react';

/** A decorative spinner: the busy state itself is announced by `aria-busy` and the status text. */
export function Spinner({ small }: { small?: boolean }): ReactElement {
  return (
    <svg
      className={small ? 'ewk-spinner ewk-spinner--small' : 'ewk-spinner'}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="3" />
    </svg>
  );
}

/** A button's words while its action runs: a small spinner and what is happening. */
export function PendingLabel({ label }: { label: string }): ReactElement {
  return (
    <>
      <Spinner small />
      {label}
    </>
  );
}

/** What a form's running action is doing, said politely; seen in the button only. */
export function PendingStatus({ label }: { label: string }): ReactElement {
  return (
    <span className="ewk-visually-hidden" role="status">
      {label}
    </span>
  );
}
