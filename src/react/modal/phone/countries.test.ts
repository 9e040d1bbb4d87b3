import { describe, expect, it } from 'vitest';
import { countries } from './countries.js';
import { countryOfLocales } from './countryOfLocales.js';
import { formatPhoneNumber } from './formatPhoneNumber.js';
import { namedCountries } from './namedCountries.js';
import { searchCountries } from './searchCountries.js';

describe('the country table', () => {
  const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });

  it('holds every region once, each a region the browser names, with a calling code', () => {
    const regions = countries.map((country) => country.region);
    expect(new Set(regions).size).toBe(regions.length);
    expect(regions.length).toBeGreaterThan(240);
    for (const { region, code } of countries) {
      expect(region).toMatch(/^[A-Z]{2}$/);
      expect(names.of(region), region).toBeDefined();
      expect(code).toMatch(/^[1-9]\d{0,2}$/);
    }
  });

  it('has the codes people dial, shared where a plan is shared (NANP, +7, +44)', () => {
    const codeOf = (region: string) => countries.find((c) => c.region === region)?.code;
    expect(codeOf('US')).toBe('1');
    expect(codeOf('CA')).toBe('1');
    expect(codeOf('JM')).toBe('1');
    expect(codeOf('KZ')).toBe('7');
    expect(codeOf('JE')).toBe('44');
    expect(codeOf('DE')).toBe('49');
    expect(codeOf('IN')).toBe('91');
    expect(codeOf('AE')).toBe('971');
    expect(codeOf('XK')).toBe('383');
    expect(codeOf('CW')).toBe('599');
  });

  it('has prefix-free codes (ITU-T E.164 6.2.1): no code starts another', () => {
    const codes = [...new Set(countries.map((country) => country.code))];
    for (const code of codes) {
      expect(
        codes.filter((other) => other !== code && other.startsWith(code)),
        code,
      ).toEqual([]);
    }
  });

  it('groups only lengths that fit E.164 after the code', () => {
    for (const { code, groups } of countries) {
      if (!groups) continue;
      const length = [...groups].reduce((sum, digit) => sum + Number(digit), 0);
      expect(code.length + length, code).toBeLessThanOrEqual(15);
    }
  });
});

describe('namedCountries', () => {
  it('names every country in the page language, sorted by name', () => {
    const list = namedCountries('en', undefined);
    expect(list).toHaveLength(countries.length);
    expect(list.find((c) => c.region === 'DE')?.name).toBe('Germany');
    const sorted = [...list].sort((a, b) => a.name.localeCompare(b.name, 'en'));
    expect(list.map((c) => c.name)).toEqual(sorted.map((c) => c.name));
    expect(namedCountries('de', undefined).find((c) => c.region === 'DE')?.name).toBe(
      'Deutschland',
    );
  });

  it("keeps the app's countries in the app's order, skipping unknown ones", () => {
    expect(namedCountries('en', ['ca', 'US', 'ZZ', 'GB']).map((c) => c.region)).toEqual([
      'CA',
      'US',
      'GB',
    ]);
  });

  it('names them in the default language when the page declares one the browser refuses', () => {
    expect(namedCountries('not a tag!', ['FR'])[0]?.name).toBeTruthy();
  });
});

describe('searchCountries', () => {
  const list = namedCountries('en', undefined);
  const regions = (query: string) => searchCountries(list, query).map((c) => c.region);

  it('is the whole list for an empty search', () => {
    expect(searchCountries(list, '  ')).toBe(list);
  });

  it('finds a calling code, with or without "+", that code first', () => {
    expect(regions('+44').slice(0, 4).sort()).toEqual(['GB', 'GG', 'IM', 'JE']);
    expect(regions('49')).toEqual(['DE']);
    const fours = regions('+4');
    expect(fours).toContain('CH');
    expect(fours).toContain('GB');
    expect(fours.every((r) => list.find((c) => c.region === r)?.code.startsWith('4'))).toBe(true);
    expect(regions('+1')).toContain('US');
    expect(regions('+1')).toContain('CA');
  });

  it('finds names by the start of a word first, then anywhere, ignoring case and accents', () => {
    expect(regions('germ')).toEqual(['DE']);
    expect(regions('kingdom')[0]).toBe('GB');
    expect(regions('aland')).toContain('AX');
    expect(regions('cote')).toContain('CI');
    // "land" starts no word of Finland, but is in it: ranked after the names a word of which it
    // starts.
    const land = regions('land');
    expect(land).toContain('FI');
    expect(land.indexOf('FI')).toBeGreaterThan(land.indexOf('AX'));
  });

  it('finds a two-letter ISO code first', () => {
    expect(regions('de')[0]).toBe('DE');
    expect(regions('us')[0]).toBe('US');
  });

  it('finds nothing for nonsense', () => {
    expect(regions('qqqq')).toEqual([]);
  });
});

describe('countryOfLocales', () => {
  const all = new Set(countries.map((c) => c.region));
  const offered = (region: string) => all.has(region);

  it("takes the first language's region that is offered", () => {
    expect(countryOfLocales(['en-GB', 'en-US'], offered)).toBe('GB');
    expect(countryOfLocales(['fr', 'de-AT'], offered)).toBe('AT');
    expect(countryOfLocales(['es-419', 'es-MX'], offered)).toBe('MX');
  });

  it("else the first language's likely region (CLDR likely subtags)", () => {
    expect(countryOfLocales(['de'], offered)).toBe('DE');
    expect(countryOfLocales(['ja', 'en'], offered)).toBe('JP');
  });

  it('is undefined when nothing fits, and survives malformed tags', () => {
    expect(countryOfLocales([], offered)).toBeUndefined();
    expect(countryOfLocales(['***'], offered)).toBeUndefined();
    expect(countryOfLocales(['en-US'], (region) => region === 'CA')).toBeUndefined();
  });
});

describe('formatPhoneNumber', () => {
  it.each([
    ['+15550100123', '+1 555 010 0123'],
    ['+447700900123', '+44 7700 900123'],
    ['+33612345678', '+33 6 12 34 56 78'],
    ['+4915123456789', '+49 151 2345 6789'],
    ['+4930123456', '+49 3012 3456'],
    ['+971501234567', '+971 50 123 4567'],
    ['+919876543210', '+91 98765 43210'],
    ['+35312345', '+353 12 345'],
  ])('%s reads %s', (e164, shown) => {
    expect(formatPhoneNumber(e164)).toBe(shown);
  });

  it('answers anything that is not E.164 as it came', () => {
    expect(formatPhoneNumber('5550100123')).toBe('5550100123');
    expect(formatPhoneNumber('+0123456789')).toBe('+0123456789');
    expect(formatPhoneNumber('+1 555')).toBe('+1 555');
  });
});
