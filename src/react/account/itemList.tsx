import { type ReactElement, type ReactNode, useId } from 'react';

/** A button of a row: its visible word, its full accessible name, and a focus key to return to. */
export interface ItemAction {
  label: string;
  name: string;
  key: string;
  onClick(): void;
}

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

/** One kind of thing (passkeys, a wallet's accounts): its name, its rows, and how to add one. */
export function Kind(props: {
  title: string;
  children?: ReactNode;
  add?: ReactNode;
}): ReactElement {
  const id = useId();
  const rows = [props.children].flat().filter(Boolean);
  return (
    <div className="ewk-kind">
      <h4 className="ewk-kind-title" id={id}>
        {props.title}
      </h4>
      {rows.length > 0 && (
        <ul className="ewk-items" aria-labelledby={id}>
          {props.children}
        </ul>
      )}
      {props.add}
    </div>
  );
}

/** A row: what it is, a detail under it, and its buttons. */
export function Item(props: {
  label: string;
  detail?: ReactNode;
  actions: ItemAction[];
  extra?: ReactNode;
}): ReactElement {
  return (
    <li className="ewk-item">
      <span className="ewk-item-label">{props.label}</span>
      {props.detail}
      {(props.actions.length > 0 || props.extra) && (
        <span className="ewk-item-actions">
          {props.extra}
          {props.actions.map((action) => (
            <button
              key={action.key}
              type="button"
              className="ewk-link"
              aria-label={action.name}
              data-focus-key={action.key}
              onClick={action.onClick}
            >
              {action.label}
            </button>
          ))}
        </span>
      )}
    </li>
  );
}
