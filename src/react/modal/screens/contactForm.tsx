import {
  type FormEvent,
  type InputHTMLAttributes,
  type ReactElement,
  type ReactNode,
  type RefObject,
  useId,
  useRef,
  useState,
} from 'react';
import type { WalletKitStrings } from '../defaultStrings.js';
import { PendingLabel, PendingStatus } from '../spinner.js';

export interface ContactFormProps {
  strings: WalletKitStrings;
  /** The field's visible label. */
  label: string;
  /** What to say when `parse` refuses the value. */
  invalidMessage: string;
  initial?: string;
  /** The value as it is sent (trimmed, E.164, ...), or `undefined` when it is not one. */
  parse(typed: string): string | undefined;
  /** `contact` as parsed, `typed` as the field held it. */
  onSubmit(contact: string, typed: string): void;
  /** Each change of the field, so its owner can keep what was typed (a closed modal). */
  onDraft?(typed: string): void;
  /** The input's kind: `type`, `name`, `autoComplete`, `inputMode`, `placeholder`, ... */
  input: Pick<
    InputHTMLAttributes<HTMLInputElement>,
    'type' | 'name' | 'autoComplete' | 'inputMode' | 'placeholder' | 'spellCheck'
  >;
  /** Shown on the input's row, before it (the phone field's country). */
  prefix?: ReactNode;
  /** The submit button's words. Default "Send code". */
  submitLabel?: string;
  /** Shown under the input's row (the phone field's country list, when open). */
  panel?: ReactNode;
  /** The input, for its owner to focus. */
  inputRef?: RefObject<HTMLInputElement | null>;
  /**
   * What the submitted value's action is doing ("Sending your code…"), while it runs: the form
   * stays as it is, read-only, its button saying so (no screen swap, no jump in height; the
   * focus stays where it was).
   */
  pending?: string | undefined;
}

/**
 * The first screen's e-mail or phone field: a labelled input, checked on submit, the error said
 * in words tied to the input (`aria-invalid`, `aria-describedby`) and focus back on it, then
 * "continue" (which sends the code). The browser's own validation bubbles are off: their words
 * cannot be replaced.
 */
export function ContactForm(props: ContactFormProps): ReactElement {
  const [value, setValue] = useState(props.initial ?? '');
  const [invalid, setInvalid] = useState(false);
  const ownInput = useRef<HTMLInputElement>(null);
  const input = props.inputRef ?? ownInput;
  const inputId = useId();
  const errorId = useId();
  const { pending } = props;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const contact = props.parse(value);
    if (contact === undefined) {
      setInvalid(true);
      input.current?.focus();
      return;
    }
    props.onSubmit(contact, value);
  };
  const field = (
    <input
      {...props.input}
      ref={input}
      id={inputId}
      className="ewk-input"
      required
      readOnly={pending !== undefined}
      value={value}
      onChange={(event) => {
        setValue(event.target.value);
        setInvalid(false);
        props.onDraft?.(event.target.value);
      }}
      aria-invalid={invalid ? true : undefined}
      aria-describedby={invalid ? errorId : undefined}
      data-autofocus=""
    />
  );
  return (
    <form className="ewk-stack" noValidate onSubmit={submit}>
      <div className="ewk-field">
        <label className="ewk-label" htmlFor={inputId}>
          {props.label}
        </label>
        {props.prefix ? (
          <div className="ewk-row">
            {props.prefix}
            {field}
          </div>
        ) : (
          field
        )}
        {props.panel}
        {invalid && (
          <p id={errorId} className="ewk-error">
            {props.invalidMessage}
          </p>
        )}
      </div>
      <button
        type="submit"
        className="ewk-button ewk-button--primary"
        aria-disabled={pending ? true : undefined}
      >
        {pending ? <PendingLabel label={pending} /> : (props.submitLabel ?? props.strings.sendCode)}
      </button>
      {pending && <PendingStatus label={pending} />}
    </form>
  );
}
