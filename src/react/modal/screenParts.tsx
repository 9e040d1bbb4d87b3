import {
  createContext,
  type ReactElement,
  type ReactNode,
  useCallback,
  useContext,
  useRef,
} from 'react';

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
  /** The app's logo above the title (the first screen shows it). */
  logo?: string | undefined;
  children: ReactNode;
}

/**
 * The parts of a screen that name the dialog, as Radix's `Dialog.Title` and
 * `Dialog.Description` do: the title takes the id the dialog's `aria-labelledby` names, and the
 * description registers itself as the dialog's `aria-describedby` while it is mounted, and
 * withdraws when it goes (no effect reports upward, no reference to an absent element). Then the
 * screen's body.
 */
export function Screen({ title, description, logo, children }: ScreenProps): ReactElement {
  const { titleId, descriptionId } = useContext(DialogIdsContext);
  return (
    <>
      {logo && <img className="ewk-logo" src={logo} alt="" />}
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
}

/** The dialog's top row, shared by the login modal and the account center: back, then close. */
export function DialogHeader({ strings, onBack, onClose }: DialogHeaderProps): ReactElement {
  return (
    <div className="ewk-header">
      {onBack ? (
        <button
          type="button"
          className="ewk-icon-button"
          aria-label={strings.back}
          onClick={onBack}
        >
          <span aria-hidden="true">‹</span>
        </button>
      ) : (
        <span />
      )}
      <button
        type="button"
        className="ewk-icon-button"
        aria-label={strings.close}
        onClick={onClose}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
