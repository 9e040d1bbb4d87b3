import type { ReactElement } from 'react';
import { ErrorScreen, Screen } from '../screenParts.js';
import type { StepProps } from './stepProps.js';

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
