import type { ReactElement } from 'react';
import { useWalletKitContext } from '../../context/useWalletKitContext.js';
import { useSession } from '../../hooks/useSession.js';
import { SuccessIcon } from '../../icons/successIcon.js';
import type { WalletKitStrings } from '../defaultStrings.js';
import { formatString } from '../formatString.js';
import { Screen } from '../screenParts.js';
import { sessionNotKept } from '../sessionNotKept.js';
import type { StepProps } from './stepProps.js';

export interface SuccessScreenProps {
  strings: WalletKitStrings;
  message: string;
  onDone(): void;
}

/** The login finished. */
export function SuccessScreen({ strings, message, onDone }: SuccessScreenProps): ReactElement {
  return (
    <div className="ewk-stack">
      <p className="ewk-text" role="status">
        {message}
      </p>
      <button
        type="button"
        className="ewk-button ewk-button--primary"
        onClick={onDone}
        data-autofocus=""
      >
        {strings.done}
      </button>
    </div>
  );
}

/**
 * The login finished: welcome words (a new account, or a returning user), and done; where the
 * browser will not keep the session, the words say so.
 */
export function SuccessStep({ screen, methods, strings }: StepProps<'success'>): ReactElement {
  const { modal } = useWalletKitContext();
  const words = screen.result.created ? strings.successNewAccount : strings.successBody;
  const notKept = sessionNotKept(useSession().persistence);
  return (
    <Screen title={strings.successTitle} icon={<SuccessIcon />}>
      <SuccessScreen
        strings={strings}
        message={`${formatString(words, { appName: methods.appName ?? '' })}${notKept ? ` ${strings.sessionNotKept}` : ''}`}
        onDone={() => modal.close()}
      />
    </Screen>
  );
}
