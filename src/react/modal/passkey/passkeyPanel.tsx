import type { ReactElement } from 'react';
import type { PasskeyMissing } from '../authScreens.js';
import { useUi } from '../useUi.js';
import { defaultPasskeyStrings } from './defaultPasskeyStrings.js';

export interface PasskeyPanelProps {
  missing: PasskeyMissing;
  /** Create a passkey (a signup). */
  onSignup(): void;
  /** Ask the browser for a passkey once more. */
  onRetry(): void;
}

/**
 * A passkey login that found no passkey (or no account for it): the user may be new, so the
 * first choice creates a passkey (a signup); trying again asks the browser for one once more.
 */
export function PasskeyPanel({ missing, onSignup, onRetry }: PasskeyPanelProps): ReactElement {
  // Its words ride in this chunk; the app's `ui.strings` still replace them.
  const { strings } = useUi(defaultPasskeyStrings);
  return (
    <div className="ewk-stack">
      <p className="ewk-notice" role="status">
        {missing === 'noAccount' ? strings.passkeyNoAccount : strings.passkeyNone}
      </p>
      <button
        type="button"
        className="ewk-button ewk-button--primary"
        onClick={onSignup}
        data-autofocus=""
      >
        {strings.passkeySignup}
      </button>
      <button type="button" className="ewk-button" onClick={onRetry}>
        {strings.retry}
      </button>
    </div>
  );
}
