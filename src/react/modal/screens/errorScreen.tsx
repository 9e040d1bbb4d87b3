import type { ReactElement } from 'react';
import type { WalletKitStrings } from '../defaultStrings.js';

export interface ErrorScreenProps {
  strings: WalletKitStrings;
  message: string;
  onRetry(): void;
  onBack?: () => void;
}

/** A failure in words, announced (`role="alert"`), with "try again" first. */
export function ErrorScreen({ strings, message, onRetry, onBack }: ErrorScreenProps): ReactElement {
  return (
    <div className="ewk-stack">
      <p className="ewk-alert" role="alert">
        {message}
      </p>
      <button
        type="button"
        className="ewk-button ewk-button--primary"
        onClick={onRetry}
        data-autofocus=""
      >
        {strings.retry}
      </button>
      {onBack && (
        <button type="button" className="ewk-button" onClick={onBack}>
          {strings.back}
        </button>
      )}
    </div>
  );
}
