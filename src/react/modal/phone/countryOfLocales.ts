/** The region of a BCP 47 tag ("en-GB" is GB), or undefined (none given, or not a valid tag). */
const regionOf = (tag: string, likely: boolean): string | undefined => {
  try {
    const locale = new Intl.Locale(tag);
    return (likely ? locale.maximize() : locale).region;
  } catch {
    return undefined;
  }
};

/**
 * The user's likely country from the browser's languages (`navigator.languages`, in the user's
 * order; nothing is asked of any server): the first tag naming a region the picker offers
 * ("en-GB", "de-AT"), else the likely region of the first language that has one (Unicode
 * CLDR's likely subtags through `Intl.Locale#maximize`: "de" is DE, "ja" is JP), else undefined.
 */
export function countryOfLocales(
  languages: readonly string[],
  offered: (region: string) => boolean,
): string | undefined {
  for (const likely of [false, true]) {
    for (const tag of languages) {
      const region = regionOf(tag, likely);
      if (region && offered(region)) return region;
    }
  }
  return undefined;
}
