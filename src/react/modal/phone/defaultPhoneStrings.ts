/**
 * The phone field's words (see `defaultStrings`; apps replace them the same way, through
 * `ui.strings`). They ride in the phone field's chunk. `{code}` is the selected calling code
 * (digits), `{country}` its country's name.
 */
export const defaultPhoneStrings = {
  phoneLabel: 'Phone number',
  phonePlaceholder: 'Number',
  phoneInvalid: 'Enter a phone number for {country} (+{code}), or pick another country.',
  /** The country button's accessible name (its text shows the flag and the code). */
  countryButton: 'Country: {country} (+{code})',
  countrySearch: 'Search countries',
  countryList: 'Countries',
  countryNone: 'No country matches.',
};
