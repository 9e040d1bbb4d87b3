import {
  createContext,
  type ReactElement,
  type ReactNode,
  useCallback,
  useContext,
  useRef,
} from 'react';
import { HeaderIcon } from '../icons/headerIcons.js';
import type { WalletKitStrings } from './defaultStrings.js';

/** The ids the dialog names its label and description by (`aria-labelledby`/`-describedby`). */
export interface DialogIds {
  titleId: string;
  descriptionId: string;
}

export const DialogIdsContext = createContext<DialogIds>({ titleId: '', descriptionId: '' });

export interface ScreenProps {
  title: string;
  /** The subtitle: it describes the dialog while it is shown. */
  description?: string | undefined;
  /** An outcome's icon above the title (a failure's kind, a success). */
  icon?: ReactNode;
  children: ReactNode;
}

/**
 * The parts of a screen that name the dialog, as Radix's `Dialog.Title` and
 * `Dialog.Description` do: the title takes the id the dialog's `aria-labelledby` names, and the
 * description registers itself as the dialog's `aria-describedby` while it is mounted, and
 * withdraws when it goes (no effect reports upward, no reference to an absent element). Then the
 * screen's body.
 */
export function Screen({ title, description, icon, children }: ScreenProps): ReactElement {
  const { titleId, descriptionId } = useContext(DialogIdsContext);
  return (
    <>
      {icon && <span className="ewk-outcome">{icon}</span>}
      <h2 className="ewk-title" id={titleId}>
        {title}
      </h2>
      {description !== undefined && <Description id={descriptionId}>{description}</Description>}
      <div className="ewk-body">{children}</div>
    </>
  );
}

function Description({ id, children }: { id: string; children: string }): ReactElement {
  const dialog = useRef<Element | null>(null);
  const register = useCallback(
    (element: HTMLParagraphElement | null) => {
      if (element) {
        dialog.current = element.closest('dialog');
        dialog.current?.setAttribute('aria-describedby', id);
      } else if (dialog.current?.getAttribute('aria-describedby') === id) {
        dialog.current.removeAttribute('aria-describedby');
      }
    },
    [id],
  );
  return (
    <p className="ewk-text" id={id} ref={register}>
      {children}
    </p>
  );
}

export interface DialogHeaderProps {
  strings: { back: string; close: string };
  /** The back button's action; none on a first screen (its place is kept, so nothing moves). */
  onBack?: (() => void) | undefined;
  onClose(): void;
  /** The app's logo between them (`ui.logo`), named after the app. */
  logo?: { src: string; alt: string } | undefined;
}

/**
 * The dialog's top row, shared by the login modal and the account center: back, the app's logo
 * when given, then close.
 */
export function DialogHeader({ strings, onBack, onClose, logo }: DialogHeaderProps): ReactElement {
  return (
    <div className="ewk-header">
      {onBack ? (
        <button
          type="button"
          className="ewk-icon-button"
          aria-label={strings.back}
          onClick={onBack}
        >
          <HeaderIcon name="back" />
        </button>
      ) : (
        <span />
      )}
      {logo && <img className="ewk-logo" src={logo.src} alt={logo.alt} />}
      <button
        type="button"
        className="ewk-icon-button"
        aria-label={strings.close}
        onClick={onClose}
      >
        <HeaderIcon name="close" />
      </button>
    </div>
  );
}

/**
 * The failure part of a screen (the modal's error screen, the account center's tasks, a chunk
 * that did not load): with the dialog's other parts, since the page's first load needs it for a
 * chunk that fails to load, and the modal's error screen (screens/errorScreen.tsx) rides in the
 * flow's chunk.
 */

/** One way on from a failure, as a button. */
export interface ErrorAction {
  label: string;
  run(): void;
  /** Not yet (a wait the service asked for is running: the label says how long). */
  disabled?: boolean;
  /** What names it while its label changes (a countdown); the label otherwise. */
  id?: string;
}

export interface ErrorScreenProps {
  strings: Pick<WalletKitStrings, 'retry' | 'back'>;
  message: ReactNode;
  /** "Try again" (unless `actions` says what to offer instead). */
  onRetry?: () => void;
  /** The ways on, the first one foremost (it takes the focus). */
  actions?: readonly ErrorAction[];
  onBack?: () => void;
  /** The words take the focus (the first way on is not open yet). */
  focusMessage?: boolean;
}

/** A failure in words, announced (`role="alert"`), with what to do next first. */
export function ErrorScreen({
  strings,
  message,
  onRetry,
  actions,
  onBack,
  focusMessage,
}: ErrorScreenProps): ReactElement {
  const ways: readonly ErrorAction[] =
    actions ?? (onRetry ? [{ label: strings.retry, run: onRetry }] : []);
  return (
    <div className="ewk-stack">
      <p
        className="ewk-alert"
        role="alert"
        tabIndex={focusMessage ? -1 : undefined}
        data-autofocus={focusMessage ? '' : undefined}
      >
        {message}
      </p>
      {ways.map((action, index) => (
        <button
          key={action.id ?? action.label}
          type="button"
          className={`ewk-button${index === 0 ? ' ewk-button--primary' : ''}`}
          onClick={action.run}
          disabled={action.disabled}
          data-autofocus={index === 0 ? '' : undefined}
        >
          {action.label}
        </button>
      ))}
      {onBack && (
        <button type="button" className="ewk-button" onClick={onBack}>
          {strings.back}
        </button>
      )}
    </div>
  );
}
