import type { ReactElement } from 'react';
import { Screen } from '../screenParts.js';
import type { StepProps } from './stepProps.js';

/**
 * A passkey login that found no passkey (or no account for it): the user may be new, so the
 * first choice creates a passkey (a signup); trying again asks the browser for one once more.
 */
export function PasskeyStep({ screen, flow, strings }: StepProps<'passkey'>): ReactElement {
  return (
    <Screen title={strings.passkeyTitle}>
      <div className="ewk-stack">
        <p className="ewk-notice" role="status">
          {screen.missing === 'noAccount' ? strings.passkeyNoAccount : strings.passkeyNone}
        </p>
        <button
          type="button"
          className="ewk-button ewk-button--primary"
          onClick={() => flow.withPasskey(true, screen)}
          data-autofocus=""
        >
          {strings.passkeySignup}
        </button>
        <button type="button" className="ewk-button" onClick={() => flow.withPasskey(false)}>
          {strings.retry}
        </button>
      </div>
    </Screen>
  );
}
