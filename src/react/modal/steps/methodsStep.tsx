import type { ReactElement } from 'react';
import type { AuthScreen, ContactKind } from '../authScreens.js';
import { formatString } from '../formatString.js';
import { Screen } from '../screenParts.js';
import { MethodsScreen } from '../screens/methodsScreen.js';
import type { StepProps } from '../screens/stepProps.js';
import { TermsLine } from '../termsLine.js';
import { useUi } from '../useUi.js';

/**
 * The first screen: the app's logo and name, the methods `wallet_kit_config` enables in the app's
 * order, the e-mail or phone field itself, and the app's terms.
 */
export function MethodsStep({
  screen,
  flow,
  methods,
  strings,
}: StepProps<'methods'>): ReactElement {
  const { ui } = useUi();
  const { appName } = methods;
  // The field shown: the one chosen, else the first of e-mail and phone in the order.
  const first = methods.order.find((method) => method === 'email' || method === 'sms');
  const contact: ContactKind = screen.contact ?? (first === 'sms' ? 'sms' : 'email');
  const here: AuthScreen = { name: 'methods', contact };
  return (
    <Screen
      title={strings.methodsTitle}
      description={appName ? formatString(strings.methodsSubtitle, { appName }) : undefined}
      logo={methods.logoUrl}
    >
      <MethodsScreen
        methods={methods}
        strings={strings}
        contact={contact}
        email={flow.state.email}
        phone={flow.state.phone}
        onEmail={(address) => flow.sendCode('OTP_TYPE_EMAIL', address, here, false)}
        onEmailDraft={flow.rememberEmail}
        onPhone={(draft) => {
          flow.rememberPhone(draft);
          flow.sendCode('OTP_TYPE_SMS', draft.e164, here, false);
        }}
        onContact={(next) => flow.show({ name: 'methods', contact: next })}
        onOAuth={flow.loginWithProvider}
        onPasskey={() => flow.withPasskey(false)}
        onWallet={() => flow.show({ name: 'wallets' })}
      />
      <TermsLine strings={strings} termsUrl={ui.termsUrl} privacyUrl={ui.privacyUrl} />
    </Screen>
  );
}
