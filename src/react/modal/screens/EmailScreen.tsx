import { type FormEvent, type ReactElement, useId, useRef, useState } from 'react';
import type { WalletKitStrings } from '../defaultStrings.js';

/** Light on purpose: one "@" with something on each side and a dot after it. The code is the check. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface EmailScreenProps {
  strings: WalletKitStrings;
  initial: string;
  onSubmit(email: string): void;
}

/** E-mail entry. The browser's own validation bubbles are off: their words cannot be replaced. */
export function EmailScreen({ strings, initial, onSubmit }: EmailScreenProps): ReactElement {
  const [email, setEmail] = useState(initial);
  const [invalid, setInvalid] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const errorId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    if (!EMAIL.test(value)) {
      setInvalid(true);
      input.current?.focus();
      return;
    }
    onSubmit(value);
  };
  return (
    <form className="ewk-stack" noValidate onSubmit={submit}>
      <div className="ewk-field">
        <label className="ewk-label" htmlFor={inputId}>
          {strings.emailLabel}
        </label>
        <input
          ref={input}
          id={inputId}
          className="ewk-input"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          required
          placeholder={strings.emailPlaceholder}
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setInvalid(false);
          }}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={invalid ? errorId : undefined}
          data-autofocus=""
        />
        {invalid && (
          <p id={errorId} className="ewk-error">
            {strings.emailInvalid}
          </p>
        )}
      </div>
      <button type="submit" className="ewk-button ewk-button--primary">
        {strings.sendCode}
      </button>
    </form>
  );
}
