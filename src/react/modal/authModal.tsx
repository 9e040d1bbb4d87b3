import {
  type KeyboardEvent,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  type SyntheticEvent,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { useWalletKitContext } from '../context/useWalletKitContext.js';
import { authFlowChunk } from './authFlowChunk.js';
import { kitConfigStore } from './kitConfigStore.js';
import { LazyScreen } from './lazyScreen.js';
import { lockScroll } from './lockScroll.js';
import { mayBeOAuthReturn } from './mayBeOAuthReturn.js';
import { returnFocus } from './returnFocus.js';
import { DialogIdsContext } from './screenParts.js';
import { useBranding, useUi } from './useUi.js';

export interface AuthModalProps {
  /** Extra class names on the dialog (added to the provider's `ui.className`). */
  className?: string;
}

/**
 * The login modal. Mount it once anywhere under `<WalletKitProvider>` (`<LoginButton>` mounts
 * one itself) and open it with `useAuthModal().open()`. When several are mounted, the first
 * one shows the dialog and the others render nothing.
 *
 * Accessibility: a native `<dialog>` opened with `showModal()` (the browser traps focus and
 * makes the page behind inert), labelled by its title (`aria-labelledby`) and described by the
 * subtitle when there is one (`aria-describedby`, which the subtitle sets itself), focus moved to
 * each screen's first field and,
 * on close, given back to the opener, or after a login to the page's main heading or
 * `ui.focusAfterLogin` (returnFocus.ts); the page behind does not scroll while it is open;
 * Escape, the close button and a click on the backdrop close it (the running wait ends with
 * `USER_CANCELLED`), and the next opening finds the flow where it was (a code sent is still
 * good). A social login that went by redirect is finished here when the page comes back.
 */
export function AuthModal(props: AuthModalProps): ReactElement | null {
  const { kit, modal } = useWalletKitContext();
  const { strings } = useUi();
  const state = useSyncExternalStore(modal.subscribe, modal.getSnapshot, modal.getSnapshot);
  const id = useId();
  useEffect(() => modal.register(id), [modal, id]);
  // The methods screen needs its code (the flow's chunk, marks included) and
  // `wallet_kit_config`: once a signed-out visitor is here, fetch them (once; they are kept), so
  // that opening the modal paints the methods without a round trip.
  useEffect(() => {
    const prefetch = () => {
      if (kit.session.getSnapshot().status !== 'signedOut') return;
      kitConfigStore(kit).load();
      authFlowChunk.load().catch(() => {});
    };
    prefetch();
    return kit.session.subscribe(prefetch);
  }, [kit]);
  // A login elsewhere (another tab, the app's own login UI) ends a flow the modal kept.
  useEffect(
    () =>
      kit.session.on((event) => {
        if (event.type === 'login') modal.park(undefined);
      }),
    [kit, modal],
  );
  // The provider sent the browser back here: finish a redirect login in the modal, or hand a
  // popup's answer to its opener (oauthReturn.ts, in the flow's chunk, which a signed-out page
  // fetches anyway).
  useEffect(() => {
    if (state.owner !== id || !mayBeOAuthReturn(kit)) return;
    let live = true;
    authFlowChunk
      .load()
      .then((chunk) => chunk.landOAuthReturn(kit))
      .then(
        (resume) => {
          if (resume && live) void modal.open();
        },
        // Not loaded (offline): the app's own `useOAuthRedirectResult`, or a reload, finishes it.
        () => {},
      );
    return () => {
      live = false;
    };
  }, [kit, modal, state.owner, id]);
  // Nothing on the server nor before mounting: the dialog exists only in a browser.
  if (state.owner !== id) return null;
  return (
    <ModalDialog
      open={state.open}
      className={props.className}
      controller={modal}
      label={strings.methodsTitle}
    >
      <LazyScreen
        chunk={authFlowChunk}
        pick={(flow) => flow.AuthFlow}
        props={{ onClose: modal.close }}
      />
    </ModalDialog>
  );
}

export interface ModalDialogProps {
  open: boolean;
  className?: string | undefined;
  /**
   * Closes it as the user would; on close the focus goes back to `opener`, or somewhere safe
   * when the user has just `loggedIn` (returnFocus.ts).
   */
  controller: {
    close(): void;
    readonly opener: { focus(): void } | null;
    readonly loggedIn?: boolean;
  };
  /** The dialog's name until its screen's title is there (a screen loading). */
  label?: string;
  children: ReactNode;
}

/**
 * The kit's dialog shell, shared by the login modal and the account center: the native
 * `<dialog>` and its rules (below); `children` render only while it is open.
 */
export function ModalDialog({
  open,
  className,
  controller: modal,
  label,
  children,
}: ModalDialogProps) {
  const { ui, theme } = useUi();
  const { style } = useBranding();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const focusAfterLogin = useRef(ui.focusAfterLogin);
  focusAfterLogin.current = ui.focusAfterLogin;
  // Closing: the dialog, closed, fades out with its screen (styles.css, "Motion").
  const [closing, setClosing] = useState(false);

  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open) setClosing(false);
    if (open && !element.open) {
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
    } else if (!open && element.open) {
      element.close();
      // Browsers give the focus back to the opener on close (HTML "dialog focusing steps"), not
      // all do, and after a login the opener may now log out: returnFocus decides.
      returnFocus(element.ownerDocument, {
        opener: modal.opener,
        loggedIn: modal.loggedIn === true,
        focusAfterLogin: focusAfterLogin.current,
      });
      // The closed dialog fades out with its screen still in it (styles.css, "Motion": the
      // browser keeps it shown for the transition); then the screen goes.
      const view = element.ownerDocument.defaultView;
      if (!view?.matchMedia || view.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
      setClosing(true);
      const timer = view.setTimeout(() => setClosing(false), 150);
      return () => view.clearTimeout(timer);
    }
  }, [open, modal]);

  // The page stays put behind the open dialog. Locked from the frame after the dialog first
  // shows: measuring the scrollbar forces a layout, and the page's relayout without it would
  // otherwise land in the frame that first paints the methods, and delay it (the figures:
  // CHANGELOG, "Benchmark history"). Nothing can scroll the page in between.
  useEffect(() => {
    const element = dialog.current;
    if (!open || !element) return;
    const doc = element.ownerDocument;
    const view = doc.defaultView;
    if (!view?.requestAnimationFrame) return lockScroll(doc);
    let release: (() => void) | undefined;
    const frame = view.requestAnimationFrame(() => {
      release = lockScroll(doc);
    });
    return () => {
      view.cancelAnimationFrame(frame);
      release?.();
    };
  }, [open]);

  // The dialog may unmount while open (the provider goes away): leave no modal behind.
  useEffect(
    () => () => {
      if (dialog.current?.open) dialog.current.close();
    },
    [],
  );

  const cancel = (event: SyntheticEvent) => {
    event.preventDefault();
    modal.close();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') cancel(event);
  };
  // The panel fills the dialog, so a click whose target is the dialog itself hit the backdrop.
  const onClick = (event: MouseEvent) => {
    if (event.target === event.currentTarget) cancel(event);
  };
  const classes = ['ewk-root', 'ewk-modal', ui.className, className].filter(Boolean).join(' ');
  return (
    // Keyboard users close with Escape (onKeyDown, and the native `cancel` event); the backdrop
    // click is a pointer convenience on top.
    <dialog
      ref={dialog}
      className={classes}
      aria-labelledby={open || closing ? titleId : undefined}
      aria-label={label}
      data-state={open ? 'open' : closing ? 'closing' : 'closed'}
      // Fading out: nothing inside takes the focus back from the opener.
      inert={closing && !open}
      data-theme={theme}
      style={style}
      onCancel={cancel}
      onKeyDown={onKeyDown}
      onClick={onClick}
    >
      {(open || closing) && (
        // The screens' titles and subtitles name the dialog themselves (screenParts.tsx).
        <DialogIdsContext.Provider value={{ titleId, descriptionId }}>
          {children}
        </DialogIdsContext.Provider>
      )}
    </dialog>
  );
}
