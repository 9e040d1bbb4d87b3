/** One entry of the phone screen's country-code select. */
export interface CountryCode {
  /** ITU-T E.164 country calling code, digits only. */
  code: string;
  /** What the option shows (before " +code"). */
  label: string;
}

/**
 * A short default list (apps pass their own with `ui.countryCodes`). No numbering tables: the
 * select only supplies the prefix; a number typed with its own "+" needs none.
 */
export const defaultCountryCodes: readonly CountryCode[] = [
  { code: '1', label: 'US / CA' },
  { code: '44', label: 'UK' },
  { code: '49', label: 'DE' },
  { code: '33', label: 'FR' },
  { code: '34', label: 'ES' },
  { code: '39', label: 'IT' },
  { code: '31', label: 'NL' },
  { code: '41', label: 'CH' },
  { code: '46', label: 'SE' },
  { code: '48', label: 'PL' },
  { code: '351', label: 'PT' },
  { code: '353', label: 'IE' },
  { code: '61', label: 'AU' },
  { code: '64', label: 'NZ' },
  { code: '81', label: 'JP' },
  { code: '82', label: 'KR' },
  { code: '65', label: 'SG' },
  { code: '91', label: 'IN' },
  { code: '971', label: 'AE' },
  { code: '55', label: 'BR' },
  { code: '52', label: 'MX' },
  { code: '234', label: 'NG' },
  { code: '27', label: 'ZA' },
];
