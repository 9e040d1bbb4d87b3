import type { ReactElement } from 'react';
import { Icon } from './icon.js';

/** What kind of failure a screen shows: its title and its icon (describeFailure.ts picks it). */
export type FailureFace =
  | 'popupBlocked'
  | 'noPasskey'
  | 'codeUsed'
  | 'codeExpired'
  | 'tooManyTries'
  | 'offline'
  | 'clock'
  | 'generic';

const PATHS: Record<Exclude<FailureFace, 'codeExpired'>, ReactElement> = {
  // A window with a stroke through it.
  popupBlocked: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M3 9h18M8 17l8-6" />
    </>
  ),
  // A key, crossed out.
  noPasskey: (
    <>
      <circle cx="8" cy="12" r="3.5" />
      <path d="M11.5 12H21v3M18 12v2.5M3 3l18 18" />
    </>
  ),
  // A ticket torn: the code used up.
  codeUsed: (
    <>
      <path d="M4 7h16v3a2 2 0 0 0 0 4v3H4v-3a2 2 0 0 0 0-4z" />
      <path d="M9 10l6 4M15 10l-6 4" />
    </>
  ),
  // A padlock.
  tooManyTries: (
    <>
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d="M8 11V8a4 4 0 0 1 8 0v3M12 15v2" />
    </>
  ),
  // A cloud, crossed out.
  offline: <path d="M7 18h10a4 4 0 0 0 .6-8A6 6 0 0 0 6.2 9.6 4.2 4.2 0 0 0 7 18zM3 3l18 18" />,
  // A clock.
  clock: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </>
  ),
  // A warning triangle.
  generic: (
    <>
      <path d="M10.3 4.2 2.6 18a2 2 0 0 0 1.7 3h15.4a2 2 0 0 0 1.7-3L13.7 4.2a2 2 0 0 0-3.4 0z" />
      <path d="M12 10v4M12 17.5v.01" />
    </>
  ),
};

/** A failure's icon, in the error colour (styles.css, "Outcomes"). */
export function FailureIcon({ face }: { face: FailureFace }): ReactElement {
  return (
    <Icon className="ewk-icon ewk-outcome-icon">
      {PATHS[face === 'codeExpired' ? 'clock' : face]}
    </Icon>
  );
}
