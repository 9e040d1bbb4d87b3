import type { ReactElement } from 'react';
import { titleOf } from '../authScreens.js';
import { Screen } from '../screenParts.js';
import { BusyScreen } from '../screens/busyScreen.js';
import type { StepProps } from '../screens/stepProps.js';

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
