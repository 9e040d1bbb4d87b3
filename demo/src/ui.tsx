import { isKitError } from 'embedded-wallet-kit';
import { type FormEvent, type ReactNode, useId } from 'react';

/** One feature area of the spec, as a titled section of the dashboard. */
export function Panel(props: { id: string; title: string; spec: string; children: ReactNode }) {
  return (
    <section className="demo-panel" id={props.id} aria-labelledby={`${props.id}-title`}>
      <h2 id={`${props.id}-title`}>{props.title}</h2>
      <p className="demo-muted">{props.spec}</p>
      {props.children}
    </section>
  );
}

/** A labelled input (every field of the demo has a visible label). */
export function Field(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: string;
  placeholder?: string;
  required?: boolean;
  multiline?: boolean;
}) {
  const id = useId();
  return (
    <div className="demo-field">
      <label htmlFor={id}>{props.label}</label>
      {props.multiline ? (
        <textarea
          id={id}
          value={props.value}
          rows={4}
          required={props.required}
          onChange={(e) => props.onChange(e.target.value)}
        />
      ) : (
        <input
          id={id}
          type={props.type ?? 'text'}
          value={props.value}
          placeholder={props.placeholder}
          required={props.required}
          onChange={(e) => props.onChange(e.target.value)}
        />
      )}
    </div>
  );
}

export function Select(props: {
  label: string;
  value: string;
  options: readonly string[];
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="demo-field">
      <label htmlFor={id}>{props.label}</label>
      <select id={id} value={props.value} onChange={(e) => props.onChange(e.target.value)}>
        {props.options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A form whose submit runs `onSubmit` (Enter works; no page reload). */
export function Form(props: { onSubmit: () => void; children: ReactNode; label: string }) {
  return (
    <form
      className="demo-form"
      aria-label={props.label}
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        props.onSubmit();
      }}
    >
      {props.children}
    </form>
  );
}

export function Button(props: {
  children: ReactNode;
  onClick?: () => void;
  busy?: boolean;
  type?: 'button' | 'submit';
  variant?: 'primary' | 'danger' | 'plain';
  disabled?: boolean;
}) {
  return (
    <button
      type={props.type ?? 'button'}
      className={`demo-button demo-button--${props.variant ?? 'plain'}`}
      onClick={props.onClick}
      disabled={props.disabled || props.busy}
      aria-busy={props.busy || undefined}
    >
      {props.children}
    </button>
  );
}

/** A kit error as a person reads it: the short message and the code to search for. */
export function describeError(error: unknown): string {
  if (isKitError(error)) return `${error.shortMessage} (${error.code})`;
  return error instanceof Error ? error.message : String(error);
}

export function ErrorText({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <p className="demo-error" role="alert">
      {describeError(error)}
    </p>
  );
}

/** The raw answer of an operation, for the curious (collapsed). */
export function Json({ label, value }: { label: string; value: unknown }) {
  if (value === undefined) return null;
  return (
    <details className="demo-json">
      <summary>{label}</summary>
      <pre>{JSON.stringify(value, null, 2)}</pre>
    </details>
  );
}

/** One labelled outcome line (`role=status` so screen readers hear it). */
export function Outcome({ children }: { children: ReactNode }) {
  return (
    <p className="demo-outcome" role="status">
      {children}
    </p>
  );
}

export const short = (id: string, keep = 10) =>
  id.length > keep + 3 ? `${id.slice(0, keep)}…` : id;

/** Runs an action from an event handler; its error shows through the mutation's `error`. */
export const settle = (promise: Promise<unknown>) => {
  promise.catch(() => {});
};
