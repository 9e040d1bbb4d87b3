import { type ReactElement, useEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { SigningDecision, SigningRequest } from '../../core/index.js';
import { WalletKitContext, type WalletKitContextValue } from '../context/walletKitContext.js';
import { ModalDialog } from '../modal/authModal.js';
import { ConfirmationScreen } from './confirmationScreen.js';
import { type ConfirmStrings, defaultConfirmStrings } from './defaultConfirmStrings.js';

interface Pending {
  request: SigningRequest;
  decide(decision: SigningDecision): void;
}

function ConfirmDialog(props: { pending: Pending; context: WalletKitContextValue }): ReactElement {
  const [open, setOpen] = useState(true);
  const panel = useRef<HTMLDivElement>(null);
  const opener = useRef(
    (typeof document === 'undefined' ? null : document.activeElement) as HTMLElement | null,
  );
  const strings = { ...defaultConfirmStrings, ...props.context.ui.strings } as ConfirmStrings;
  const decide = (decision: SigningDecision) => {
    setOpen(false);
    props.pending.decide(decision);
  };
  useEffect(() => {
    panel.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, []);
  return (
    <ModalDialog
      open={open}
      className="ewk-confirm-modal"
      controller={{ close: () => decide('reject'), opener: opener.current }}
      label={strings.confirmMessageTitle}
    >
      <div className="ewk-panel" ref={panel}>
        <ConfirmationScreen
          request={props.pending.request}
          strings={strings}
          onApprove={() => decide('approve')}
          onReject={() => decide('reject')}
        />
      </div>
    </ModalDialog>
  );
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * Shows the confirmation in a dialog of its own (a React root on `document.body`, with the
 * provider's context: its theme, strings and class names) and answers the user's decision:
 * Sign or Send, Reject, or Escape and the backdrop (a rejection). One at a time: a request that
 * comes while another is shown waits for it. `signal` takes it down as a rejection.
 */
export function showConfirmation(
  context: WalletKitContextValue,
  request: SigningRequest,
  options: { signal?: AbortSignal },
): Promise<SigningDecision> {
  const shown = queue.then(
    () =>
      new Promise<SigningDecision>((resolve) => {
        const { signal } = options;
        if (signal?.aborted) return resolve('reject');
        const host = document.createElement('div');
        document.body.append(host);
        const root = createRoot(host);
        let settled = false;
        const decide = (decision: SigningDecision) => {
          if (settled) return;
          settled = true;
          signal?.removeEventListener('abort', onAbort);
          resolve(decision);
          // Unmounted after the dialog has closed (and given the focus back).
          setTimeout(() => {
            root.unmount();
            host.remove();
          });
        };
        const onAbort = () => {
          root.render(null);
          decide('reject');
        };
        signal?.addEventListener('abort', onAbort);
        root.render(
          <WalletKitContext.Provider value={context}>
            <ConfirmDialog pending={{ request, decide }} context={context} />
          </WalletKitContext.Provider>,
        );
      }),
  );
  queue = shown.catch(() => {});
  return shown;
}
