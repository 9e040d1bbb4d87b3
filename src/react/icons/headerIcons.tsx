import type { ReactElement } from 'react';

/** The dialog header's back arrow and close cross (up front with the dialog: kept tiny). */
export function HeaderIcon({ name }: { name: 'back' | 'close' }): ReactElement {
  return (
    <svg
      className="ewk-icon"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      <path d={name === 'back' ? 'M19 12H5m6-6-6 6 6 6' : 'M6 6l12 12M18 6 6 18'} />
    </svg>
  );
}
