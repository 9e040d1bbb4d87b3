import type { ReactElement } from 'react';
import type { WalletKitStrings } from '../defaultStrings.js';

export interface SuccessScreenProps {
  strings: WalletKitStrings;
  message: string;
  /** A caveat under the message (the session will not outlive the page). */
  note?: string | undefined;
  onDone(): void;
}

/** The login finished. */
export function SuccessScreen({
  strings,
  message,
  note,
  onDone,
}: SuccessScreenProps): ReactElement {
  return (
    <div className="ewk-stack">
      <p className="ewk-text ewk-success" role="status">
        {message}
      </p>
      {note ? <p className="ewk-notice">{note}</p> : null}
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
