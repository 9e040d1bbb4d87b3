/**
 * The phone field's words (see `defaultStrings`; apps replace them the same way, through
 * `ui.strings`). They ride in the phone field's chunk. `{code}` is the selected calling code
 * (digits), `{country}` its country's name.
 */
export const defaultPhoneStrings = {
  phoneLabel: 'Phone number',
  phonePlaceholder: 'Number',
  phoneInvalid: 'Enter a phone number for {country} (+{code}), or pick another country.',
  /** Said (not shown) before the country button's calling code: "Country: France FR +33". */
  countryButton: 'Country: {country}',
  countrySearch: 'Search countries',
  countryList: 'Countries',
  countryNone: 'No country matches.',
};
