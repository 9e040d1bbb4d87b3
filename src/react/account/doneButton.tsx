import type { ReactElement } from 'react';
import { useAccountNav } from './accountNav.js';

/**
 * The end of a flow: back to the profile, or "Done" (closing the center) for a flow the app
 * opened directly (`useAccountModal().open(screen)`), which has no profile behind it to return to.
 */
export function DoneButton({ autoFocus }: { autoFocus?: boolean }): ReactElement {
  const { strings, back, close, direct } = useAccountNav();
  return (
    <button
      type="button"
      className="ewk-button ewk-button--primary"
      data-autofocus={autoFocus ? '' : undefined}
      onClick={direct ? close : back}
    >
      {direct ? strings.accountDone : strings.backToAccount}
    </button>
  );
}
