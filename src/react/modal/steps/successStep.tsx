import type { ReactElement } from 'react';
import { useWalletKitContext } from '../../context/useWalletKitContext.js';
import { useSession } from '../../hooks/useSession.js';
import { formatString } from '../formatString.js';
import { Screen } from '../screenParts.js';
import { SuccessScreen } from '../screens/successScreen.js';
import type { StepProps } from './stepProps.js';

/** The login finished: welcome words (a new account, or a returning user), and done. */
export function SuccessStep({ screen, methods, strings }: StepProps<'success'>): ReactElement {
  const { modal } = useWalletKitContext();
  const words = screen.result.created ? strings.successNewAccount : strings.successBody;
  // The browser refused to keep the session (not an app that chose memory): the user is told.
  const reason = useSession().persistence?.reason;
  const notKept = reason === 'INDEXEDDB_UNAVAILABLE' || reason === 'STORAGE_UNAVAILABLE';
  return (
    <Screen title={strings.successTitle}>
      <SuccessScreen
        strings={strings}
        message={formatString(words, { appName: methods.appName ?? '' })}
        note={notKept ? strings.sessionNotKept : undefined}
        onDone={() => modal.close()}
      />
    </Screen>
  );
}
