import type { ReactElement } from 'react';
import { useWalletKitContext } from '../../context/useWalletKitContext.js';
import { FailureIcon } from '../../icons/failureIcons.js';
import { countdownWords } from '../failures/countdownWords.js';
import { durationOf } from '../failures/durationOf.js';
import { withFailureStrings } from '../failures/failureStrings.js';
import { failureTitle } from '../failures/failureTitle.js';
import { formatString } from '../formatString.js';
import { ErrorScreen, Screen } from '../screenParts.js';
import { useCooldown } from '../useCooldown.js';
import type { StepProps } from './stepProps.js';

/**
 * A failure: its kind's icon and title ("Pop-up blocked"), what happened in words, the ways on
 * that work (describeFailure.ts) and, past the first screen, a way back. While a wait the
 * service asked for runs, the first way on waits too, and it and the words count it down.
 */
export function FailureStep({ screen, flow, strings }: StepProps<'error'>): ReactElement {
  const { kit } = useWalletKitContext();
  const { back, until } = screen;
  const words = withFailureStrings(strings);
  const face = screen.face ?? 'generic';
  // Whole seconds until `until` (a cooldown of 0 s from then); 0 without a wait.
  const secondsLeft = useCooldown(until ?? 0, 0, kit.clock);
  const waiting = until !== undefined && secondsLeft > 0;
  const wait = durationOf(secondsLeft, words);
  const counting = waiting ? countdownWords(words.errorTooManyAttemptsWait, wait) : undefined;
  const message =
    until === undefined ? screen.message : (counting ?? words.errorTooManyAttemptsOver);
  return (
    <Screen title={failureTitle(face, words)} icon={<FailureIcon face={face} />}>
      <ErrorScreen
        strings={strings}
        message={message}
        focusMessage={waiting}
        actions={screen.actions.map(({ label, retry }, index) => ({
          id: label,
          label: waiting && index === 0 ? formatString(words.retryInWait, { wait }) : label,
          disabled: waiting && index === 0,
          run: () => flow.retry(retry),
        }))}
        {...(back && back.name !== 'methods' ? { onBack: () => flow.show(back) } : {})}
      />
    </Screen>
  );
}
