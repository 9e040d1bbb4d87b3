import type { ReactElement } from 'react';
import type { WalletKitStrings } from '../defaultStrings.js';
import { Spinner } from '../spinner.js';

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
