import type { ReactElement } from 'react';
import { useAccountNav } from './accountNav.js';

/**
 * The end of a flow: back to the profile, or "Done" (closing the center) for a flow the app
 * opened directly (`useAccountModal().open(screen)`), which has no profile behind it to return to.
 * `cancel`: the flow ends before it did anything ("Cancel").
 */
export function DoneButton(props: { autoFocus?: boolean; cancel?: boolean }): ReactElement {
  const { strings, back, close, direct } = useAccountNav();
  return (
    <button
      type="button"
      className={`ewk-button${props.cancel ? '' : ' ewk-button--primary'}`}
      data-autofocus={props.autoFocus ? '' : undefined}
      onClick={direct ? close : back}
    >
      {props.cancel ? strings.cancel : direct ? strings.accountDone : strings.backToAccount}
    </button>
  );
}
