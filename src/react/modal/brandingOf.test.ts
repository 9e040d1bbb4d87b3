import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { brandingOf } from './brandingOf.js';
import { appUrlAllowed, brandingProblems, logoOf } from './brandingProblems.js';

// Node has no CSSOM: these tests answer `CSS.supports` for the values they use, as a browser
// would (the e2e branding spec runs the browser's own parser).
// (Taken away after: the test files of a worker share their globals.)
const COLORS = new Set(['#0d7068', '#fff', 'rgb(20 20 30)', 'teal', 'rgb(0 0 0 / 40%)']);
beforeAll(() => {
  vi.stubGlobal('CSS', {
    supports: (property: string, value: string) =>
      property === 'color' ? COLORS.has(value) : value === 'Georgia, serif',
  });
});
afterAll(() => {
  vi.unstubAllGlobals();
});

describe('brandingOf and brandingProblems', () => {
  const colors = {
    light: { accent: '#0d7068', accentText: '#fff', backdrop: 'rgb(0 0 0 / 40%)' },
    dark: { accent: 'teal', background: 'rgb(20 20 30)', text: '#fff' },
  };

  it("maps both schemes' colours, radius, font and blur onto the kit's variables", () => {
    const ui = { colors, radius: 20, font: 'Georgia, serif', backdropBlur: 6 };
    expect(brandingOf(ui)).toEqual({
      '--ewk-light-primary': '#0d7068',
      '--ewk-light-focus': '#0d7068',
      '--ewk-light-primary-fg': '#fff',
      '--ewk-light-backdrop': 'rgb(0 0 0 / 40%)',
      '--ewk-dark-primary': 'teal',
      '--ewk-dark-focus': 'teal',
      '--ewk-dark-bg': 'rgb(20 20 30)',
      '--ewk-dark-fg': '#fff',
      '--ewk-radius': '20px',
      '--ewk-font': 'Georgia, serif',
      '--ewk-backdrop-blur': '6px',
    });
    expect(brandingProblems(ui)).toEqual([]);
  });

  it('keeps an explicit focus colour over the accent, in either order', () => {
    const focusFirst = { light: { focus: '#fff', accent: '#0d7068' } };
    const focusLast = { light: { accent: '#0d7068', focus: '#fff' } };
    expect(brandingOf({ colors: focusFirst })['--ewk-light-focus']).toBe('#fff');
    expect(brandingOf({ colors: focusLast })['--ewk-light-focus']).toBe('#fff');
  });

  it('refuses what is not a colour, a known colour name, or pixels in range, and says where', () => {
    const ui = {
      colors: { light: { accent: 'blu', primary: '#fff', toString: '#fff' }, dark: { text: 7 } },
      radius: 40,
      backdropBlur: -1,
      font: 'x; color: red',
    } as never;
    expect(brandingOf(ui)).toEqual({});
    expect(brandingProblems(ui)).toEqual([
      'ui.colors.light.accent: "blu" is not a CSS colour',
      'ui.colors.light.primary: "#fff" is not a colour option',
      'ui.colors.light.toString: "#fff" is not a colour option',
      'ui.colors.dark.text: 7 is not a CSS colour',
      'ui.radius: 40 is not a number of pixels from 0 to 32',
      'ui.backdropBlur: -1 is not a number of pixels from 0 to 40',
      'ui.font: "x; color: red" is not a CSS font-family list',
    ]);
  });

  it("picks the logo of the scheme in effect, and refuses URLs the kit won't show", () => {
    const logo = { light: '/logo-light.svg', dark: 'https://cdn.example/logo-dark.png' };
    expect(logoOf({ logo }, false)).toBe('/logo-light.svg');
    expect(logoOf({ logo }, true)).toBe('https://cdn.example/logo-dark.png');
    expect(logoOf({ logo: 'data:image/png;base64,AAAA' }, true)).toBe('data:image/png;base64,AAAA');
    // The deprecated name still works.
    expect(logoOf({ logoUrl: 'logo.svg' }, false)).toBe('logo.svg');
    const bad = {
      logo: { light: 'http://example.com/l.png', dark: '//cdn.example/d.png' },
      termsUrl: 'javascript:alert(1)',
      privacyUrl: 'data:text/html,hi',
    };
    expect(logoOf(bad, true)).toBeUndefined();
    expect(logoOf(bad, false)).toBeUndefined();
    expect(brandingProblems(bad)).toEqual([
      'ui.termsUrl: "javascript:alert(1)" is not an https: or relative URL',
      'ui.privacyUrl: "data:text/html,hi" is not an https: or relative URL',
      'ui.logo.light: "http://example.com/l.png" is not an https:, data:image/ or relative URL',
      'ui.logo.dark: "//cdn.example/d.png" is not an https:, data:image/ or relative URL',
    ]);
  });

  it('sets nothing and refuses nothing without options', () => {
    expect(brandingOf({})).toEqual({});
    expect(brandingProblems({})).toEqual([]);
  });
});

describe('appUrlAllowed', () => {
  it('takes https, paths of the page, and data: images only as images', () => {
    for (const url of ['https://x.example/t', '/terms', 'terms.html', '../t', '?a=1'])
      expect(appUrlAllowed(url, false)).toBe(true);
    for (const url of ['http://x.example/t', 'javascript:x', '//x.example', '', 'data:image/png,'])
      expect(appUrlAllowed(url, false)).toBe(false);
    expect(appUrlAllowed('data:image/svg+xml,<svg/>', true)).toBe(true);
    expect(appUrlAllowed(undefined, true)).toBe(false);
  });
});
