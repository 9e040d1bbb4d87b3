import {
  type FocusEvent,
  type KeyboardEvent,
  type ReactElement,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { Flag } from './flag.js';
import { type NamedCountry, searchCountries } from './searchCountries.js';

export interface CountryListProps {
  id: string;
  countries: readonly NamedCountry[];
  selected: NamedCountry;
  strings: { countrySearch: string; countryList: string; countryNone: string };
  onSelect(country: NamedCountry): void;
  /** Escape, or the focus leaving the list (`byKeyboard`: Escape, so the focus goes back). */
  onClose(byKeyboard: boolean): void;
  /** The button that opened the list: focus moving to it does not close the list. */
  opener: HTMLElement | null;
  /** The app's flag images (`ui.flagUrl`). */
  flagUrl?: ((region: string) => string) | undefined;
}

/**
 * The country list: a search field and the countries it finds, as the WAI-ARIA APG "editable
 * combobox with list autocomplete": the focus stays in the field, the arrow keys move the active
 * country (`aria-activedescendant`), Enter picks it, Escape closes the list without closing the
 * dialog. A pointer picks a country with one click.
 */
export function CountryList(props: CountryListProps): ReactElement {
  const { id, countries, selected, strings } = props;
  const [query, setQuery] = useState('');
  const found = useMemo(() => searchCountries(countries, query), [countries, query]);
  const [active, setActive] = useState(() =>
    Math.max(
      0,
      found.findIndex((country) => country.region === selected.region),
    ),
  );
  const field = useRef<HTMLInputElement>(null);
  const optionId = (country: NamedCountry) => `${id}-${country.region}`;
  const current = found[Math.min(active, found.length - 1)];

  useEffect(() => field.current?.focus(), []);
  // The active country stays in view as the arrow keys move it.
  useEffect(() => {
    if (!current) return;
    field.current?.ownerDocument.getElementById(optionId(current))?.scrollIntoView?.({
      block: 'nearest',
    });
  });

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = found.length - 1;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => Math.min(last, Math.max(0, Math.min(index, last) + step)));
    } else if (event.key === 'Enter') {
      // Picks a country; it never submits the phone form.
      event.preventDefault();
      if (current) props.onSelect(current);
    } else if (event.key === 'Escape') {
      // Closes the list only: the dialog stays (no `cancel` from an Escape whose keydown is
      // cancelled, HTML "close requests").
      event.preventDefault();
      event.stopPropagation();
      props.onClose(true);
    }
  };
  // The field is the list's one focusable part (a pointer's pick keeps the focus in it): the
  // focus leaving it for anything but the country button closes the list.
  const onBlur = (event: FocusEvent<HTMLInputElement>) => {
    if (event.relatedTarget !== props.opener) props.onClose(false);
  };

  return (
    <div className="ewk-countries">
      <input
        ref={field}
        className="ewk-input"
        type="text"
        role="combobox"
        aria-label={strings.countrySearch}
        placeholder={strings.countrySearch}
        aria-expanded="true"
        aria-controls={id}
        aria-autocomplete="list"
        aria-activedescendant={current ? optionId(current) : undefined}
        autoComplete="off"
        spellCheck={false}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
      />
      <div className="ewk-country-list" id={id} role="listbox" aria-label={strings.countryList}>
        {found.map((country) => (
          // Keys work in the search field (aria-activedescendant).
          // biome-ignore lint/a11y/useKeyWithClickEvents: see above
          <div
            key={country.region}
            id={optionId(country)}
            role="option"
            tabIndex={-1}
            aria-selected={country === current}
            data-current={country.region === selected.region || undefined}
            // The field keeps the focus while a pointer picks.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => props.onSelect(country)}
          >
            <Flag region={country.region} url={props.flagUrl} />
            <span className="ewk-country-name">{country.name}</span>
            <span className="ewk-country-code">+{country.code}</span>
          </div>
        ))}
      </div>
      {found.length === 0 && (
        <p className="ewk-text" role="status">
          {strings.countryNone}
        </p>
      )}
    </div>
  );
}
