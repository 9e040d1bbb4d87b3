import type { ReactElement } from 'react';
import type { WalletKitStrings } from '../defaultStrings.js';
import { Screen } from '../screenParts.js';
import type { StepProps } from './stepProps.js';

/** One way on from a failure, as a button. */
export interface ErrorAction {
  label: string;
  run(): void;
}

export interface ErrorScreenProps {
  strings: WalletKitStrings;
  message: string;
  /** "Try again" (unless `actions` says what to offer instead). */
  onRetry?: () => void;
  /** The ways on, the first one foremost (it takes the focus). */
  actions?: readonly ErrorAction[];
  onBack?: () => void;
}

/** A failure in words, announced (`role="alert"`), with what to do next first. */
export function ErrorScreen({
  strings,
  message,
  onRetry,
  actions,
  onBack,
}: ErrorScreenProps): ReactElement {
  const ways = actions ?? (onRetry ? [{ label: strings.retry, run: onRetry }] : []);
  return (
    <div className="ewk-stack">
      <p className="ewk-alert" role="alert">
        {message}
      </p>
      {ways.map((action, index) => (
        <button
          key={action.label}
          type="button"
          className={`ewk-button${index === 0 ? ' ewk-button--primary' : ''}`}
          onClick={action.run}
          data-autofocus={index === 0 ? '' : undefined}
        >
          {action.label}
        </button>
      ))}
      {onBack && (
        <button type="button" className="ewk-button" onClick={onBack}>
          {strings.back}
        </button>
      )}
    </div>
  );
}

/** A failure in words, with the ways on that work (describeFailure.ts) and, past the first screen, a way back. */
export function FailureStep({ screen, flow, strings }: StepProps<'error'>): ReactElement {
  const { back } = screen;
  return (
    <Screen title={strings.errorTitle}>
      <ErrorScreen
        strings={strings}
        message={screen.message}
        actions={screen.actions.map(({ label, retry }) => ({
          label,
          run: () => flow.retry(retry),
        }))}
        {...(back && back.name !== 'methods' ? { onBack: () => flow.show(back) } : {})}
      />
    </Screen>
  );
}
