import type { ReactElement } from 'react';
import { useAccountNav } from './accountNav.js';

/**
 * The end of a flow: back to the profile, or "Done" (closing the center) for a flow the app
 * opened directly (`useAccountModal().open(screen)`), which has no profile behind it to return to.
 * `cancel`: the flow ends before it did anything ("Cancel"). `secondary`: another button of the
 * screen is its main action (the isolated frame's Copy), so this one is not filled too.
 */
export function DoneButton(props: {
  autoFocus?: boolean;
  cancel?: boolean;
  secondary?: boolean;
}): ReactElement {
  const { strings, back, close, direct } = useAccountNav();
  return (
    <button
      type="button"
      className={`ewk-button${props.cancel || props.secondary ? '' : ' ewk-button--primary'}`}
      data-autofocus={props.autoFocus ? '' : undefined}
      onClick={direct ? close : back}
    >
      {props.cancel ? strings.cancel : direct ? strings.accountDone : strings.backToAccount}
    </button>
  );
}
