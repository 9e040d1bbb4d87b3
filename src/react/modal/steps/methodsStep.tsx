import type { ReactElement } from 'react';
import { formatString } from '../formatString.js';
import { Screen } from '../screenParts.js';
import { MethodsScreen } from '../screens/methodsScreen.js';
import type { StepProps } from './stepProps.js';

/** The first screen: the app's logo and name, and the methods `wallet_kit_config` enables. */
export function MethodsStep({ flow, methods, strings }: StepProps<'methods'>): ReactElement {
  const { appName } = methods;
  return (
    <Screen
      title={strings.methodsTitle}
      description={appName ? formatString(strings.methodsSubtitle, { appName }) : undefined}
      logo={methods.logoUrl}
    >
      <MethodsScreen
        methods={methods}
        strings={strings}
        onEmail={() => flow.show({ name: 'email' })}
        onPhone={() => flow.show({ name: 'phone' })}
        onOAuth={flow.loginWithProvider}
        onPasskeyLogin={() => flow.withPasskey(false)}
        onPasskeySignup={() => flow.withPasskey(true)}
        onWallet={() => flow.show({ name: 'wallets' })}
      />
    </Screen>
  );
}
