import type { ReactElement } from 'react';
import type { WalletKitStrings } from '../defaultStrings.js';

export interface SuccessScreenProps {
  strings: WalletKitStrings;
  message: string;
  onDone(): void;
}

/** The login finished. */
export function SuccessScreen({ strings, message, onDone }: SuccessScreenProps): ReactElement {
  return (
    <div className="ewk-stack">
      <p className="ewk-text ewk-success" role="status">
        {message}
      </p>
      <button
        type="button"
        className="ewk-button ewk-button--primary"
        onClick={onDone}
        data-autofocus=""
      >
        {strings.done}
      </button>
    </div>
  );
}
