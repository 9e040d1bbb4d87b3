import type { ReactElement } from 'react';
import { FailureIcon } from '../../icons/failureIcons.js';
import { withFailureStrings } from '../failures/failureStrings.js';
import { failureTitle } from '../failures/failureTitle.js';
import { ErrorScreen, Screen } from '../screenParts.js';
import type { StepProps } from './stepProps.js';

/**
 * A failure: its kind's icon and title ("Pop-up blocked"), what happened in words, the ways on
 * that work (describeFailure.ts) and, past the first screen, a way back.
 */
export function FailureStep({ screen, flow, strings }: StepProps<'error'>): ReactElement {
  const { back } = screen;
  const face = screen.face ?? 'generic';
  return (
    <Screen
      title={failureTitle(face, withFailureStrings(strings))}
      icon={<FailureIcon face={face} />}
    >
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
