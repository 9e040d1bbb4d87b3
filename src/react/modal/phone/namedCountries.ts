import { type Country, countries } from './countries.js';
import type { NamedCountry } from './searchCountries.js';

/**
 * The countries the phone field offers, named in `language` (the page's, `<html lang>`: the
 * words around them are the app's) by the browser's own data (`Intl.DisplayNames`), so no names
 * are downloaded. `only` (the app's `ui.countries`, ISO codes) keeps those, in its order;
 * otherwise every country, sorted by name. A region the browser cannot name keeps its code.
 */
export function namedCountries(
  language: string | undefined,
  only: readonly string[] | undefined,
): NamedCountry[] {
  const locales = language ? [language] : undefined;
  let names: Intl.DisplayNames | undefined;
  try {
    names = new Intl.DisplayNames(locales, { type: 'region', fallback: 'code' });
  } catch {
    // An unknown language tag: the browser's default language names them.
    names = new Intl.DisplayNames(undefined, { type: 'region', fallback: 'code' });
  }
  const named = (country: Country): NamedCountry => ({
    ...country,
    name: names?.of(country.region) ?? country.region,
  });
  if (only) {
    const byRegion = new Map(countries.map((country) => [country.region, country]));
    return only.flatMap((region) => {
      const country = byRegion.get(region.toUpperCase());
      return country ? [named(country)] : [];
    });
  }
  const collator = new Intl.Collator(locales);
  return countries.map(named).sort((a, b) => collator.compare(a.name, b.name));
}
