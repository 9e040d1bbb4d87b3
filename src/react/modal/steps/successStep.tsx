import type { ReactElement } from 'react';
import { useWalletKitContext } from '../../context/useWalletKitContext.js';
import { useSession } from '../../hooks/useSession.js';
import { formatString } from '../formatString.js';
import { Screen } from '../screenParts.js';
import type { StepProps } from '../screens/stepProps.js';
import { SuccessScreen } from '../screens/successScreen.js';
import { sessionNotKept } from '../sessionNotKept.js';

/**
 * The login finished: welcome words (a new account, or a returning user), and done; where the
 * browser will not keep the session, the words say so.
 */
export function SuccessStep({ screen, methods, strings }: StepProps<'success'>): ReactElement {
  const { modal } = useWalletKitContext();
  const words = screen.result.created ? strings.successNewAccount : strings.successBody;
  const notKept = sessionNotKept(useSession().persistence);
  return (
    <Screen title={strings.successTitle}>
      <SuccessScreen
        strings={strings}
        message={`${formatString(words, { appName: methods.appName ?? '' })}${notKept ? ` ${strings.sessionNotKept}` : ''}`}
        onDone={() => modal.close()}
      />
    </Screen>
  );
}
