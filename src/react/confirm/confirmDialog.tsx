import { type ReactElement, useEffect, useId, useRef } from 'react';
import { createRoot } from 'react-dom/client';
import type { SigningDecision, SigningRequest } from '../../core/index.js';
import type { WalletKitUiOptions } from '../context/walletKitProviderConfig.js';
import { brandingOf } from '../modal/brandingOf.js';
import { DialogIdsContext } from '../modal/screenParts.js';
import { ConfirmationScreen } from './confirmationScreen.js';
import { type ConfirmStrings, defaultConfirmStrings } from './defaultConfirmStrings.js';

/**
 * The confirmation's dialog: a native modal `<dialog>` (focus held inside, the page inert), the
 * login modal's look (`.ewk-root .ewk-modal`, the provider's theme and class names), Escape and
 * a click on the backdrop reject, Reject takes the focus first, and the focus goes back to where
 * it was when it closes.
 */
function ConfirmDialog(props: {
  request: SigningRequest;
  ui: WalletKitUiOptions;
  decide(decision: SigningDecision): void;
}): ReactElement {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const strings = { ...defaultConfirmStrings, ...props.ui.strings } as ConfirmStrings;
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const opener = element.ownerDocument.activeElement as HTMLElement | null;
    element.showModal?.();
    element.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => {
      if (element.open) element.close();
      opener?.focus?.();
    };
  }, []);
  const theme = props.ui.theme && props.ui.theme !== 'auto' ? props.ui.theme : undefined;
  // The app's colours, radius, font and backdrop blur, as the login modal takes them (its
  // problems are reported there).
  const style = brandingOf(props.ui);
  return (
    // Keyboard users reject with Escape (the key, and the native `cancel` event it fires); the
    // backdrop click is a pointer convenience on top.
    <dialog
      ref={dialog}
      className={['ewk-root', 'ewk-modal', 'ewk-confirm-modal', props.ui.className]
        .filter(Boolean)
        .join(' ')}
      aria-labelledby={titleId}
      data-state="open"
      data-theme={theme}
      style={style}
      onCancel={(event) => {
        event.preventDefault();
        props.decide('reject');
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        props.decide('reject');
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) props.decide('reject');
      }}
    >
      <DialogIdsContext.Provider value={{ titleId, descriptionId }}>
        <div className="ewk-panel">
          <ConfirmationScreen
            request={props.request}
            strings={strings}
            onApprove={() => props.decide('approve')}
            onReject={() => props.decide('reject')}
          />
        </div>
      </DialogIdsContext.Provider>
    </dialog>
  );
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * Shows the confirmation in a dialog of its own (a React root on `document.body`, with the
 * provider's `ui`: theme, strings, class names) and answers the user's decision: Sign or Send,
 * Reject, or Escape and the backdrop (a rejection). One at a time: a request that comes while
 * another is shown waits for it. `signal` takes it down as a rejection.
 */
export function showConfirmation(
  ui: WalletKitUiOptions,
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
        // Escape fires both the key and the dialog's `cancel`: the first decides.
        const decide = (decision: SigningDecision) => {
          if (settled) return;
          settled = true;
          signal?.removeEventListener('abort', onAbort);
          root.unmount();
          host.remove();
          resolve(decision);
        };
        const onAbort = () => decide('reject');
        signal?.addEventListener('abort', onAbort);
        root.render(<ConfirmDialog request={request} ui={ui} decide={decide} />);
      }),
  );
  queue = shown.catch(() => {});
  return shown;
}
