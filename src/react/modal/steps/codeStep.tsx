import type { ReactElement } from 'react';
import { useWalletKitContext } from '../../context/useWalletKitContext.js';
import { Screen } from '../screenParts.js';
import { CodeScreen, type CodeScreenProps } from '../screens/codeScreen.js';
import type { StepProps } from '../screens/stepProps.js';

/** Code entry: the boxes for the code just sent, its resend and the contact it went to. */
export function CodeStep({ screen, flow, methods, strings }: StepProps<'code'>): ReactElement {
  const { kit, ui } = useWalletKitContext();
  const props: CodeScreenProps = {
    strings,
    // A phone number as the phone field grouped it ("+1 555 010 0123"), not the raw E.164.
    contact: flow.state.phone?.e164 === screen.contact ? flow.state.phone.display : screen.contact,
    length: methods.otpLength,
    alphanumeric: methods.otpAlphanumeric,
    sentAt: screen.sentAt,
    cooldownSeconds: ui.resendCooldownSeconds ?? 30,
    clock: kit.clock,
    resent: screen.resent,
    typed: screen.typed,
    problem: screen.problem,
    onSubmit: (typed: string) => flow.verifyCode(screen, typed),
    onResend: () => flow.sendCode(screen.otpType, screen.contact, screen, true),
  };
  return (
    <Screen title={strings.codeTitle}>
      <CodeScreen {...props} />
    </Screen>
  );
}
