import { type ReactElement, useId, useState } from 'react';
import { type CountryCode, defaultCountryCodes } from '../countryCodes.js';
import type { WalletKitStrings } from '../defaultStrings.js';
import { toE164 } from '../toE164.js';
import { ContactForm } from './contactForm.js';

export interface PhoneScreenProps {
  strings: WalletKitStrings;
  /** The provider's `ui.countryCodes`; `defaultCountryCodes` when absent. */
  countryCodes: readonly CountryCode[] | undefined;
  /** The provider's `ui.defaultCountryCode`; the list's first when absent. */
  defaultCountryCode: string | undefined;
  onSubmit(e164: string): void;
}

/**
 * Phone entry: a country-code select and the number; sent as E.164 (see `toE164`). A chunk of
 * its own (`phoneScreenChunk`), with the default country list.
 */
export function PhoneScreen(props: PhoneScreenProps): ReactElement {
  const { strings } = props;
  const countryCodes = props.countryCodes ?? defaultCountryCodes;
  const [country, setCountry] = useState(
    () => props.defaultCountryCode ?? countryCodes[0]?.code ?? '1',
  );
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
            {countryCodes.map((entry) => (
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
