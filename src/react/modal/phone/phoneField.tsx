import { type ReactElement, useId, useMemo, useRef, useState } from 'react';
import type { PhoneDraft } from '../authFlowReducer.js';
import type { WalletKitStrings } from '../defaultStrings.js';
import { formatString } from '../formatString.js';
import { ContactForm } from '../screens/contactForm.js';
import { toE164 } from '../toE164.js';
import { useUi } from '../useUi.js';
import { CountryButton } from './countryButton.js';
import { CountryList } from './countryList.js';
import { countryOfLocales } from './countryOfLocales.js';
import { defaultPhoneStrings } from './defaultPhoneStrings.js';
import { formatPhoneNumber } from './formatPhoneNumber.js';
import { namedCountries } from './namedCountries.js';

export interface PhoneFieldProps {
  strings: WalletKitStrings;
  /** What the field held when it was last submitted. */
  initial: PhoneDraft | undefined;
  /** `e164` is sent; `draft` fills the field again when the user comes back. */
  onSubmit(draft: PhoneDraft): void;
  /** The code is on its way: the field stays, read-only (`ContactForm`). */
  pending?: string | undefined;
}

/** The browser's languages, in the user's order (none on the server). */
const browserLanguages = (): readonly string[] => {
  const nav = (globalThis as { navigator?: { languages?: readonly string[]; language?: string } })
    .navigator;
  return nav?.languages?.length ? nav.languages : nav?.language ? [nav.language] : [];
};

/**
 * The phone field of the first screen, a chunk of its own with the country table: the country
 * (a searchable list of every calling code, the user's own preselected from the browser's
 * languages) and the number after its code; sent as E.164 (`toE164`). A number typed with its
 * own "+" or "00" is taken whole.
 */
export function PhoneField(props: PhoneFieldProps): ReactElement {
  // Its words ride in this chunk; the app's `ui.strings` still replace them.
  const { ui, strings } = useUi(defaultPhoneStrings);
  const button = useRef<HTMLButtonElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const listId = useId();
  const offered = useMemo(() => {
    const doc = (globalThis as { document?: Document }).document;
    return namedCountries(doc?.documentElement.lang || undefined, ui.countries);
  }, [ui.countries]);
  const [region, setRegion] = useState(() => {
    const has = (code: string | undefined) =>
      code && offered.some((country) => country.region === code.toUpperCase())
        ? code.toUpperCase()
        : undefined;
    return (
      has(props.initial?.country) ??
      has(ui.defaultCountry) ??
      countryOfLocales(browserLanguages(), (code) => has(code) !== undefined) ??
      offered[0]?.region
    );
  });
  const [open, setOpen] = useState(false);
  const country = offered.find((entry) => entry.region === region) ?? offered[0];
  if (!country) return <p className="ewk-text">{props.strings.noMethods}</p>;

  return (
    <ContactForm
      strings={strings}
      label={strings.phoneLabel}
      invalidMessage={formatString(strings.phoneInvalid, {
        country: country.name,
        code: country.code,
      })}
      {...(props.initial ? { initial: props.initial.national } : {})}
      parse={(typed) => toE164(country.code, typed)}
      onSubmit={(e164, typed) =>
        props.onSubmit({
          country: country.region,
          national: typed,
          e164,
          display: formatPhoneNumber(e164),
        })
      }
      inputRef={input}
      pending={props.pending}
      input={{
        type: 'tel',
        name: 'phone',
        autoComplete: 'tel-national',
        inputMode: 'tel',
        placeholder: strings.phonePlaceholder,
      }}
      prefix={
        <CountryButton
          country={country}
          label={strings.countryButton}
          open={open}
          listId={open ? listId : undefined}
          buttonRef={button}
          flagUrl={ui.flagUrl}
          onToggle={() => !props.pending && setOpen((was) => !was)}
        />
      }
      panel={
        open && (
          <CountryList
            id={listId}
            countries={offered}
            selected={country}
            strings={strings}
            opener={button.current}
            flagUrl={ui.flagUrl}
            onSelect={(picked) => {
              setRegion(picked.region);
              setOpen(false);
              input.current?.focus();
            }}
            onClose={(byKeyboard) => {
              setOpen(false);
              if (byKeyboard) button.current?.focus();
            }}
          />
        )
      }
    />
  );
}
