import { type ReactElement, type ReactNode, useId } from 'react';
import { type ItemAction, RowMenu } from './rowMenu.js';

export type { ItemAction } from './rowMenu.js';

/** A titled part of the profile (`<section>` named by its heading). */
export function Section(props: { title: string; children: ReactNode }): ReactElement {
  const id = useId();
  return (
    <section className="ewk-section" aria-labelledby={id}>
      <h3 className="ewk-heading" id={id}>
        {props.title}
      </h3>
      {props.children}
    </section>
  );
}

/** A list of rows named by `title` (a heading shown above it, or only its name). */
export function Rows(props: { title: string; shown?: boolean; children: ReactNode }): ReactElement {
  const id = useId();
  const rows = [props.children].flat(2).filter(Boolean);
  return (
    <>
      {props.shown && (
        <h4 className="ewk-kind-title" id={id}>
          {props.title}
        </h4>
      )}
      {rows.length > 0 && (
        <ul
          className="ewk-items"
          aria-labelledby={props.shown ? id : undefined}
          aria-label={props.shown ? undefined : props.title}
        >
          {props.children}
        </ul>
      )}
    </>
  );
}

/**
 * A row: its icon, what it is, a detail under it, a control beside it (copy), and its actions
 * in a menu named `menu` ("Options for grace@example.com").
 */
export function Item(props: {
  icon?: ReactNode;
  label: ReactNode;
  detail?: ReactNode;
  extra?: ReactNode;
  menu?: { label: string; focusKey: string; actions: ItemAction[] } | undefined;
}): ReactElement {
  return (
    <li className="ewk-item">
      {props.icon && <span className="ewk-item-icon">{props.icon}</span>}
      <span className="ewk-item-main">
        <span className="ewk-item-label">{props.label}</span>
        {props.detail && <span className="ewk-item-detail">{props.detail}</span>}
      </span>
      {props.extra}
      {props.menu && props.menu.actions.length > 0 && <RowMenu {...props.menu} />}
    </li>
  );
}
