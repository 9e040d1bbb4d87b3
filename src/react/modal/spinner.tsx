import type { ReactElement } from 'react';

/** A decorative spinner: the busy state itself is announced by `aria-busy` and the status text. */
export function Spinner(): ReactElement {
  return (
    <svg className="ewk-spinner" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="3" />
    </svg>
  );
}
