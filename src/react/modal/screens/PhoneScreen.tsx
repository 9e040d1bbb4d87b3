import { type FormEvent, type ReactElement, useId, useRef, useState } from 'react';
import type { CountryCode } from '../countryCodes.js';
import type { WalletKitStrings } from '../defaultStrings.js';
import { toE164 } from '../toE164.js';

export interface PhoneScreenProps {
  strings: WalletKitStrings;
  countryCodes: readonly CountryCode[];
  defaultCountryCode: string;
  onSubmit(e164: string): void;
}

/** Phone entry: a country-code select and the number; sent as E.164 (see `toE164`). */
export function PhoneScreen(props: PhoneScreenProps): ReactElement {
  const { strings } = props;
  const [country, setCountry] = useState(props.defaultCountryCode);
  const [number, setNumber] = useState('');
  const [invalid, setInvalid] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const selectId = useId();
  const inputId = useId();
  const errorId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const e164 = toE164(country, number);
    if (!e164) {
      setInvalid(true);
      input.current?.focus();
      return;
    }
    props.onSubmit(e164);
  };
  return (
    <form className="ewk-stack" noValidate onSubmit={submit}>
      <div className="ewk-field">
        <label className="ewk-label" htmlFor={inputId}>
          {strings.phoneLabel}
        </label>
        <div className="ewk-row">
          <label className="ewk-visually-hidden" htmlFor={selectId}>
            {strings.countryLabel}
          </label>
          <select
            id={selectId}
            className="ewk-select"
            autoComplete="tel-country-code"
            value={country}
            onChange={(event) => setCountry(event.target.value)}
          >
            {props.countryCodes.map((entry) => (
              <option key={`${entry.label}+${entry.code}`} value={entry.code}>
                {`${entry.label} +${entry.code}`}
              </option>
            ))}
          </select>
          <input
            ref={input}
            id={inputId}
            className="ewk-input"
            type="tel"
            name="phone"
            autoComplete="tel-national"
            inputMode="tel"
            required
            placeholder={strings.phonePlaceholder}
            value={number}
            onChange={(event) => {
              setNumber(event.target.value);
              setInvalid(false);
            }}
            aria-invalid={invalid ? true : undefined}
            aria-describedby={invalid ? errorId : undefined}
            data-autofocus=""
          />
        </div>
        {invalid && (
          <p id={errorId} className="ewk-error">
            {strings.phoneInvalid}
          </p>
        )}
      </div>
      <button type="submit" className="ewk-button ewk-button--primary">
        {strings.sendCode}
      </button>
    </form>
  );
}
