import type { ReactElement } from 'react';
import { Screen } from '../screenParts.js';
import { EmailScreen } from '../screens/emailScreen.js';
import type { StepProps } from './stepProps.js';

/** E-mail entry: sends the code (the address last sent is filled in again). */
export function EmailStep({ screen, flow, strings }: StepProps<'email'>): ReactElement {
  return (
    <Screen title={strings.emailTitle}>
      <EmailScreen
        strings={strings}
        initial={flow.state.email}
        onSubmit={(address) => flow.sendCode('OTP_TYPE_EMAIL', address, screen, false)}
      />
    </Screen>
  );
}
