import { type ReactElement, useState } from 'react';
import type { ExternalWallet } from '../../../core/index.js';
import { useLinkWallet } from '../../hooks/useLinkWallet.js';
import { formatString } from '../../modal/formatString.js';
import { WalletsScreen } from '../../modal/wallets/walletsScreen.js';
import { useAccountNav } from '../accountNav.js';
import { TaskView } from '../taskView.js';
import { useAccountTask } from '../useAccountTask.js';
import { WalletLockNotice } from '../walletLockNotice.js';

/**
 * Links an external wallet as a way to log in: the wallets installed in this browser (the login
 * modal's list), the wallet's signature that reveals its key, then `create_api_keys`. Says first
 * when the shared-account rule will keep the wallet from logging in.
 */
export function LinkWalletScreen(): ReactElement {
  const { strings } = useAccountNav();
  const link = useLinkWallet();
  const task = useAccountTask(strings);
  const [picked, setPicked] = useState<ExternalWallet | undefined>(undefined);
  const pick = (wallet: ExternalWallet) => {
    setPicked(wallet);
    task.run(
      {
        label: formatString(strings.waitingForWallet, { wallet: wallet.name }),
        hint: strings.waitingForWalletHint,
      },
      'other',
      async (signal) => {
        const linked = await link.linkWallet({ wallet, signal });
        return {
          title: strings.linkedTitle,
          message: formatString(strings.linkWalletDone, {
            wallet: linked.walletName,
            address: linked.address,
          }),
        };
      },
    );
  };
  return (
    <TaskView
      title={strings.linkWallet}
      task={task}
      onRetry={() => (picked ? pick(picked) : task.reset())}
    >
      <WalletLockNotice linking />
      <WalletsScreen
        strings={strings}
        wallets={link.wallets}
        detecting={link.isDetecting}
        onPick={pick}
      />
    </TaskView>
  );
}
