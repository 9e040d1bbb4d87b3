import { type ReactElement, useState } from 'react';
import type { LoginMethod } from '../../../core/index.js';
import { useContactRemoval } from '../../hooks/useContactRemoval.js';
import { useRemovePasskey } from '../../hooks/useRemovePasskey.js';
import { useUnlinkOAuth } from '../../hooks/useUnlinkOAuth.js';
import { useUnlinkWallet } from '../../hooks/useUnlinkWallet.js';
import { formatString } from '../../modal/formatString.js';
import { Screen } from '../../modal/screenParts.js';
import { useAccountNav } from '../accountNav.js';
import { TaskView } from '../taskView.js';
import { useAccountTask } from '../useAccountTask.js';

/**
 * Removes one way to log in, after the user confirms. The last one cannot be removed: the
 * screen says why instead (the core actions refuse it too, `LAST_LOGIN_METHOD`).
 */
export function RemoveScreen({
  method,
  label,
}: {
  method: LoginMethod;
  label: string;
}): ReactElement {
  const nav = useAccountNav();
  const { strings } = nav;
  const task = useAccountTask(strings);
  const passkey = useRemovePasskey();
  const email = useContactRemoval({ otpType: 'OTP_TYPE_EMAIL' });
  const phone = useContactRemoval({ otpType: 'OTP_TYPE_SMS' });
  const oauth = useUnlinkOAuth();
  const wallet = useUnlinkWallet();
  // Judged when the screen opens: once the removal is done, the refetched user has one fewer
  // way in, and the success must stay on screen.
  const [last] = useState(() => nav.methods.length === 1);
  if (last) {
    return (
      <Screen title={formatString(strings.lastMethodTitle, { name: label })}>
        <p className="ewk-notice" role="status">
          {strings.lastMethodBody}
        </p>
        <button type="button" className="ewk-button" onClick={nav.back}>
          {strings.backToAccount}
        </button>
      </Screen>
    );
  }
  const remove = (signal: AbortSignal): Promise<void> => {
    const { id } = method;
    switch (method.kind) {
      case 'passkey':
        return passkey.removePasskey({ authenticatorId: id, signal });
      case 'email':
        return email.remove({ signal });
      case 'phone':
        return phone.remove({ signal });
      case 'oauth':
        return oauth.unlinkOAuth({ providerId: id, signal });
      case 'wallet':
        return wallet.unlinkWallet({ apiKeyId: id, signal });
    }
  };
  const start = () =>
    task.run({ label: strings.loading }, 'other', async (signal) => {
      await remove(signal);
      return {
        title: strings.removedTitle,
        message: formatString(strings.removeDone, { name: label }),
      };
    });
  return (
    <TaskView
      title={formatString(strings.removeTitle, { name: label })}
      task={task}
      onRetry={start}
    >
      <p className="ewk-text">{strings.removeBody}</p>
      <button type="button" className="ewk-button ewk-button--danger" onClick={start}>
        {strings.remove}
      </button>
      <button type="button" className="ewk-button" onClick={nav.back}>
        {strings.cancel}
      </button>
    </TaskView>
  );
}
