import type { Country } from './countries.js';

/** A country as the picker shows it: with its name in the page's language. */
export interface NamedCountry extends Country {
  name: string;
}

/** Lower case, without accents: "Åland" is found by "aland", "Côte" by "cote". */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * The countries a search finds, best first, each rank in the list's order. A calling code, with
 * or without "+", finds that code, then the codes it starts ("+4" finds +41, +44, ...). Words find
 * the names one of whose words starts with them ("king" finds United Kingdom), then the names
 * that merely contain them; accents and case do not matter; two letters find that ISO code first
 * ("de" is Germany). An empty search is the whole list.
 */
export function searchCountries(
  list: readonly NamedCountry[],
  query: string,
): readonly NamedCountry[] {
  const typed = query.trim();
  if (!typed) return list;
  const digits = /^\+?\s*(\d[\d\s]*)$/.exec(typed)?.[1]?.replace(/\s/g, '');
  if (digits) {
    const exact = list.filter((country) => country.code === digits);
    return [...exact, ...list.filter((c) => c.code !== digits && c.code.startsWith(digits))];
  }
  const wanted = fold(typed);
  const ranked: NamedCountry[][] = [[], [], []];
  for (const country of list) {
    const name = fold(country.name);
    if (wanted.length === 2 && country.region.toLowerCase() === wanted) ranked[0]?.push(country);
    else if (name.startsWith(wanted) || name.includes(` ${wanted}`)) ranked[1]?.push(country);
    else if (name.includes(wanted)) ranked[2]?.push(country);
  }
  return ranked.flat();
}
