import type { ReactElement } from 'react';
import { titleOf } from '../authScreens.js';
import type { WalletKitStrings } from '../defaultStrings.js';
import { Screen } from '../screenParts.js';
import { Spinner } from '../spinner.js';
import type { StepProps } from './stepProps.js';

export interface BusyScreenProps {
  strings: WalletKitStrings;
  label: string;
  hint?: string;
  onCancel(): void;
}

/** Progress of any wait: a spinner, what is happening (a polite live region), and a way out. */
export function BusyScreen({ strings, label, hint, onCancel }: BusyScreenProps): ReactElement {
  return (
    <div className="ewk-stack">
      <div className="ewk-status" role="status">
        <Spinner />
        <p className="ewk-text">{label}</p>
        {hint && <p className="ewk-text">{hint}</p>}
      </div>
      <button type="button" className="ewk-button" onClick={onCancel} data-autofocus="">
        {strings.cancel}
      </button>
    </div>
  );
}

/** A wait: it keeps the title of the screen it started from, and can be cancelled. */
export function BusyStep({ screen, flow, strings }: StepProps<'busy'>): ReactElement {
  return (
    <Screen title={titleOf(screen.back, strings)}>
      <BusyScreen
        strings={strings}
        label={screen.label}
        {...(screen.hint ? { hint: screen.hint } : {})}
        onCancel={flow.cancel}
      />
    </Screen>
  );
}
