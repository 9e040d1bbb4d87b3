import type { ReactElement, RefObject } from 'react';
import { formatString } from '../formatString.js';
import { Flag } from './flag.js';
import type { NamedCountry } from './searchCountries.js';

export interface CountryButtonProps {
  country: NamedCountry;
  /** Said before the code it shows (`{country}` placeholder), e.g. "Country: France". */
  label: string;
  open: boolean;
  /** The list's id while it is open (`aria-controls`). */
  listId: string | undefined;
  buttonRef: RefObject<HTMLButtonElement | null>;
  onToggle(): void;
  /** The app's flag images (`ui.flagUrl`). */
  flagUrl?: ((region: string) => string) | undefined;
}

/**
 * The phone field's country: its flag (the app's image, or the system's emoji where it draws
 * flags), else its ISO code (`Flag`), then its calling code; a disclosure of the country list.
 * Its name says the country in words (visually hidden) before what it shows, so the visible
 * words are the name's own (WCAG 2.5.3, label in name): "Country: France +33", or "Country:
 * France FR +33" where the code stands in for the flag.
 */
export function CountryButton(props: CountryButtonProps): ReactElement {
  const { country } = props;
  return (
    <button
      ref={props.buttonRef}
      type="button"
      className="ewk-country-button"
      aria-expanded={props.open}
      aria-controls={props.listId}
      onClick={props.onToggle}
    >
      <span className="ewk-visually-hidden">
        {`${formatString(props.label, { country: country.name })} `}
      </span>
      <Flag key={country.region} region={country.region} url={props.flagUrl} orCode />
      <span className="ewk-dial">+{country.code}</span>
      <svg className="ewk-chevron" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
        <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
      </svg>
    </button>
  );
}
