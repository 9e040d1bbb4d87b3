import { type KeyboardEvent, type ReactElement, useId, useRef, useState } from 'react';
import { AccountIcon } from '../icons/accountIcons.js';

/** A row's action: its word, and the control to focus when the user comes back (`focusKey`). */
export interface ItemAction {
  label: string;
  onClick(): void;
}

/**
 * A row's actions behind one button (the WAI-ARIA menu button pattern): Enter, Space or the
 * arrows open the menu on its first (last) item; the arrows, Home and End move in it; Escape
 * closes it and gives the focus back to the button; Tab or a click elsewhere closes it.
 * `focusKey` marks the button: a screen the menu opened gives the focus back to it.
 */
export function RowMenu(props: {
  label: string;
  focusKey: string;
  actions: ItemAction[];
}): ReactElement {
  const [open, setOpen] = useState(false);
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const items = () => [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
  const show = (at: 'first' | 'last') => {
    setOpen(true);
    // The menu is in the DOM on the next frame (React commits it first).
    requestAnimationFrame(() =>
      items()
        .at(at === 'first' ? 0 : -1)
        ?.focus(),
    );
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };
  const onMenuKey = (event: KeyboardEvent) => {
    const list = items();
    const at = list.indexOf(document.activeElement as HTMLElement);
    const go = (index: number) => list[(index + list.length) % list.length]?.focus();
    if (event.key === 'ArrowDown') go(at + 1);
    else if (event.key === 'ArrowUp') go(at - 1);
    else if (event.key === 'Home') go(0);
    else if (event.key === 'End') go(-1);
    else if (event.key === 'Escape') close(true);
    else if (event.key === 'Tab') return setOpen(false);
    else return;
    // Escape closes the menu, not the dialog around it.
    event.preventDefault();
    event.stopPropagation();
  };
  return (
    <span className="ewk-menu-anchor">
      <button
        ref={button}
        type="button"
        className="ewk-icon-button ewk-menu-button"
        id={`${id}b`}
        aria-label={props.label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        data-focus-key={props.focusKey}
        onClick={() => (open ? close(false) : show('first'))}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            show(event.key === 'ArrowDown' ? 'first' : 'last');
          }
        }}
      >
        <AccountIcon name="more" />
      </button>
      {open && (
        <div
          ref={menu}
          id={id}
          role="menu"
          className="ewk-menu"
          aria-labelledby={`${id}b`}
          onKeyDown={onMenuKey}
          onBlur={(event) => {
            const next = event.relatedTarget as Node | null;
            if (!menu.current?.contains(next) && next !== button.current) setOpen(false);
          }}
        >
          {props.actions.map((action) => (
            <button
              key={action.label}
              type="button"
              role="menuitem"
              tabIndex={-1}
              onClick={() => {
                setOpen(false);
                action.onClick();
              }}
            >
              {action.label}
            </button>
          ))}
        </div>
      )}
    </span>
  );
}
