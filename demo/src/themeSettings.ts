import type { WalletKitUiOptions } from 'embedded-wallet-kit/react';

type ModalMethod = NonNullable<WalletKitUiOptions['methodOrder']>[number];

/** What the theme panel sets: the look and the first screen of the kit's modal. */
export interface ThemeSettings {
  scheme: 'auto' | 'light' | 'dark';
  accent: AccentName;
  /** Corner radius of the dialog in px (buttons and fields take 4 px less). */
  radius: number;
  /** The first screen's sections in order; `shown` are offered. */
  methods: { method: ModalMethod; shown: boolean }[];
  logo: boolean;
}

/**
 * Accent colours for light and dark, each with the text colour on it: white or near-black text
 * at 4.5:1 or more (WCAG 1.4.3), and the accent itself at 3:1 or more against the dialog's
 * background, as a focus ring must be (WCAG 1.4.11).
 */
export const ACCENTS = {
  indigo: { label: 'Indigo', light: ['#3451d1', '#ffffff'], dark: ['#8ea2ff', '#0b1020'] },
  blue: { label: 'Blue', light: ['#0a5dc2', '#ffffff'], dark: ['#7ab8ff', '#04162b'] },
  violet: { label: 'Violet', light: ['#6b3fd1', '#ffffff'], dark: ['#b9a2ff', '#160b2e'] },
  teal: { label: 'Teal', light: ['#0d7068', '#ffffff'], dark: ['#5fd3c3', '#03201c'] },
  rose: { label: 'Rose', light: ['#b8175a', '#ffffff'], dark: ['#ff8fbd', '#2a0616'] },
  amber: { label: 'Amber', light: ['#a14a06', '#ffffff'], dark: ['#ffb567', '#2a1402'] },
} as const;
export type AccentName = keyof typeof ACCENTS;

export const METHOD_LABELS: Record<ModalMethod, string> = {
  socials: 'Social logins',
  email: 'E-mail',
  sms: 'Phone',
  passkey: 'Passkey',
  wallet: 'Wallet',
};

export const DEFAULT_THEME: ThemeSettings = {
  scheme: 'auto',
  accent: 'indigo',
  radius: 12,
  methods: (['socials', 'email', 'sms', 'passkey', 'wallet'] as const).map((method) => ({
    method,
    shown: true,
  })),
  logo: false,
};

/**
 * The demo's logo for a scheme: a wallet mark on the accent (the scheme's own, so it stands out
 * of that dialog's background), its text colour inside, as an app would host its own.
 */
const logoOf = (accent: AccentName, scheme: 'light' | 'dark'): string => {
  const [fill, mark] = ACCENTS[accent][scheme];
  return `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><rect width="48" height="48" rx="12" fill="${fill}"/><path d="M13 17a4 4 0 0 1 4-4h14a4 4 0 0 1 4 4v1h-9a5 5 0 0 0 0 10h9v3a4 4 0 0 1-4 4H17a4 4 0 0 1-4-4z" fill="${mark}"/><circle cx="27" cy="23" r="2.2" fill="${mark}"/></svg>`,
  )}`;
};

/** The provider's `ui` options for these settings: each knob is one of the kit's options. */
export function uiOptionsOf(settings: ThemeSettings): WalletKitUiOptions {
  return {
    theme: settings.scheme,
    colors: colorsOf(settings.accent),
    radius: settings.radius,
    methodOrder: settings.methods.filter((m) => m.shown).map((m) => m.method),
    ...(settings.logo
      ? { logo: { light: logoOf(settings.accent, 'light'), dark: logoOf(settings.accent, 'dark') } }
      : {}),
  };
}

/** The class of the demo's page, which wears the same accent and radius as the kit. */
export const THEMED = 'demo-themed';

/** The kit's colours of an accent for light and dark (`ui.colors`). */
export const colorsOf = (accent: AccentName) => {
  const { light, dark } = ACCENTS[accent];
  const of = ([accent, accentText]: readonly [string, string]) => ({ accent, accentText });
  return { light: of(light), dark: of(dark) };
};

/**
 * The demo's own page in the accent and radius the kit takes from `ui`: the page is styled on
 * the kit's variables (demo.css), so it sets them on itself, for light, dark, and the system's
 * scheme under `auto`. The kit's dialogs and buttons take theirs from the options.
 */
export function themeCss(settings: ThemeSettings): string {
  const { light, dark } = colorsOf(settings.accent);
  const vars = (c: typeof light) =>
    `--ewk-primary:${c.accent};--ewk-primary-fg:${c.accentText};--ewk-focus:${c.accent};--ewk-radius:${settings.radius}px;`;
  const root = `.ewk-root.${THEMED}`;
  return [
    `${root}{${vars(light)}}`,
    `${root}[data-theme="dark"]{${vars(dark)}}`,
    `@media (prefers-color-scheme: dark){${root}:not([data-theme="light"]){${vars(dark)}}}`,
  ].join('\n');
}

const KEY = 'ewk-demo:theme-settings';

/** The settings of the last visit (this browser's), else the defaults. */
export function readThemeSettings(): ThemeSettings {
  try {
    const saved = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<ThemeSettings> | null;
    if (!saved) return DEFAULT_THEME;
    const known = new Set(DEFAULT_THEME.methods.map((m) => m.method));
    const methods = Array.isArray(saved.methods)
      ? saved.methods.filter((m) => known.has(m.method))
      : [];
    return {
      scheme: saved.scheme === 'light' || saved.scheme === 'dark' ? saved.scheme : 'auto',
      accent: saved.accent && saved.accent in ACCENTS ? saved.accent : DEFAULT_THEME.accent,
      radius:
        typeof saved.radius === 'number' && saved.radius >= 0 && saved.radius <= 24
          ? saved.radius
          : DEFAULT_THEME.radius,
      methods: methods.length === known.size ? methods : DEFAULT_THEME.methods,
      logo: saved.logo === true,
    };
  } catch {
    return DEFAULT_THEME;
  }
}

export function saveThemeSettings(settings: ThemeSettings): void {
  localStorage.setItem(KEY, JSON.stringify(settings));
}
