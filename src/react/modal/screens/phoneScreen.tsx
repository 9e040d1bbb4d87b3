import { type ReactElement, useId, useState } from 'react';
import type { CountryCode } from '../countryCodes.js';
import type { WalletKitStrings } from '../defaultStrings.js';
import { toE164 } from '../toE164.js';
import { ContactForm } from './contactForm.js';

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
  const selectId = useId();
  return (
    <ContactForm
      strings={strings}
      label={strings.phoneLabel}
      invalidMessage={strings.phoneInvalid}
      parse={(typed) => toE164(country, typed)}
      onSubmit={props.onSubmit}
      input={{
        type: 'tel',
        name: 'phone',
        autoComplete: 'tel-national',
        inputMode: 'tel',
        placeholder: strings.phonePlaceholder,
      }}
      prefix={
        <>
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
        </>
      }
    />
  );
}
