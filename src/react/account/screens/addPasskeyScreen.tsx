import { type ReactElement, useState } from 'react';
import { deviceName } from '../../../core/index.js';
import { useAddPasskey } from '../../hooks/useAddPasskey.js';
import { formatString } from '../../modal/formatString.js';
import { useAccountNav } from '../accountNav.js';
import { TaskView } from '../taskView.js';
import { useAccountTask } from '../useAccountTask.js';
import { WalletLockNotice } from '../walletLockNotice.js';

/**
 * Adds a passkey named after this device (`create_authenticators`); its prompt starts in the click.
 */
export function AddPasskeyScreen(): ReactElement {
  const { strings } = useAccountNav();
  const add = useAddPasskey();
  const task = useAccountTask(strings);
  const [name] = useState(() => deviceName());
  const start = () =>
    task.run(
      { label: strings.waitingForPasskey, hint: strings.waitingForPasskeyHint },
      'passkey',
      async (signal) => {
        await add.addPasskey({ name, signal });
        return {
          title: strings.addPasskeyDoneTitle,
          message: formatString(strings.addPasskeyDone, { name }),
        };
      },
    );
  return (
    <TaskView title={strings.addPasskey} task={task} onRetry={start}>
      <p className="ewk-text">{formatString(strings.addPasskeyBody, { device: name })}</p>
      <WalletLockNotice />
      <button type="button" className="ewk-button ewk-button--primary" onClick={start}>
        {strings.addPasskey}
      </button>
    </TaskView>
  );
}
