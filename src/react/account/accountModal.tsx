import { type ReactElement, useEffect, useId, useSyncExternalStore } from 'react';
import { useWalletKitContext } from '../context/useWalletKitContext.js';
import { ModalDialog } from '../modal/authModal.js';
import { LazyScreen } from '../modal/lazyScreen.js';
import { whenIdle } from '../modal/whenIdle.js';
import { accountCenterChunk } from './accountCenterChunk.js';
import { accountModalControllerOf } from './accountModalControllerOf.js';
import { ACCOUNT_TITLE } from './accountTitle.js';

export interface AccountModalProps {
  /** Extra class names on the dialog (added to the provider's `ui.className`). */
  className?: string;
}

/**
 * The account center's dialog: mount it once under `<WalletKitProvider>` (`<AccountButton>`
 * mounts one itself) and open it with `useAccountModal().open()`. The login modal's dialog
 * (`<dialog>`, focus trapped and given back, Escape and the backdrop close, the page held
 * still, `.ewk-root` theming); its screens are one chunk (`accountCenterChunk`), fetched ahead
 * while someone is signed in and the browser is idle. When several are mounted, the first one
 * shows the dialog.
 */
export function AccountModal(props: AccountModalProps): ReactElement | null {
  const { kit, ui } = useWalletKitContext();
  const account = accountModalControllerOf(kit);
  const state = useSyncExternalStore(account.subscribe, account.getSnapshot, account.getSnapshot);
  const id = useId();
  useEffect(() => account.register(id), [account, id]);
  useEffect(() => {
    let cancel: (() => void) | undefined;
    const prefetch = () => {
      cancel?.();
      if (kit.session.getSnapshot().status === 'signedIn') {
        cancel = whenIdle(() => void accountCenterChunk.load().catch(() => {}), 2000);
      }
    };
    prefetch();
    const stop = kit.session.subscribe(prefetch);
    return () => {
      stop();
      cancel?.();
    };
  }, [kit]);
  if (state.owner !== id) return null;
  const label = ui.strings?.accountTitle ?? ACCOUNT_TITLE;
  return (
    <ModalDialog
      open={state.open}
      className={['ewk-account-modal', props.className].filter(Boolean).join(' ')}
      controller={account}
      label={label}
    >
      <div className="ewk-panel">
        <LazyScreen
          chunk={accountCenterChunk}
          props={{ request: state.request, onClose: account.close }}
        />
      </div>
    </ModalDialog>
  );
}
