import type { WalletKitUiOptions } from '../context/walletKitProviderConfig.js';
import { COLOR_VARIABLES, parses, pixels } from './brandingOf.js';

/**
 * A URL the kit may show: `https:`, a `data:image/` URL when `image`, or a path on the app's
 * own origin (`/logo.svg`, `terms.html`); never `http:`, `javascript:` or a protocol-relative
 * `//host/...`, whose scheme the page decides.
 */
export const appUrlAllowed = (url: unknown, image: boolean): url is string =>
  typeof url === 'string' &&
  url !== '' &&
  ((image && /^data:image\//i.test(url)) ||
    /^https:/i.test(url) ||
    !/^([a-z][\w+.-]*:|\/\/)/i.test(url));

/** `ui.logo` for the scheme in effect (or `ui.logoUrl`), when its URL is allowed. */
export function logoOf(ui: WalletKitUiOptions, dark: boolean): string | undefined {
  const logo = ui.logo ?? ui.logoUrl;
  const url = typeof logo === 'object' && logo ? logo[dark ? 'dark' : 'light'] : logo;
  return appUrlAllowed(url, true) ? url : undefined;
}

// Bundlers replace `process.env.NODE_ENV` with a literal. Module-scoped, so it does not clash
// with Node's global type.
declare const process: { env: { NODE_ENV?: string } };

/**
 * One sentence per branding value the kit refuses (`brandingOf` leaves it out, `logoOf` and the
 * terms line too), naming the option: `ui.radius: 40 is not a number of pixels from 0 to 32`.
 * In development builds only, as React's and TanStack Query's own warnings: a mistake in the
 * app's code, found while it is written; a production build shows the kit's own values for it
 * and ships none of these words.
 */
export function brandingProblems(ui: WalletKitUiOptions): string[] {
  const problems: string[] = [];
  // Inline, not in a helper: only a literal condition lets a production build drop the rest.
  // No `process` (no bundler) throws, and finds nothing.
  try {
    if (process.env.NODE_ENV === 'production') return problems;
  } catch {
    return problems;
  }
  const refuse = (option: string, value: unknown, what: string) =>
    problems.push(`ui.${option}: ${JSON.stringify(value)} is not ${what}`);
  for (const scheme of ['light', 'dark'] as const) {
    for (const [name, value] of Object.entries(ui.colors?.[scheme] ?? {})) {
      if (!Object.hasOwn(COLOR_VARIABLES, name))
        refuse(`colors.${scheme}.${name}`, value, 'a colour option');
      else if (!parses('color', value)) refuse(`colors.${scheme}.${name}`, value, 'a CSS colour');
    }
  }
  if (ui.radius !== undefined && !pixels(ui.radius, 32)) {
    refuse('radius', ui.radius, 'a number of pixels from 0 to 32');
  }
  if (ui.backdropBlur !== undefined && !pixels(ui.backdropBlur, 40)) {
    refuse('backdropBlur', ui.backdropBlur, 'a number of pixels from 0 to 40');
  }
  if (ui.font !== undefined && !parses('font-family', ui.font)) {
    refuse('font', ui.font, 'a CSS font-family list');
  }
  const logo = ui.logo ?? ui.logoUrl;
  const urls: (readonly [string, unknown, boolean])[] = [
    ['termsUrl', ui.termsUrl, false],
    ['privacyUrl', ui.privacyUrl, false],
    ...(typeof logo === 'object' && logo
      ? ([
          ['logo.light', logo.light, true],
          ['logo.dark', logo.dark, true],
        ] as const)
      : ([['logo', logo, true]] as const)),
  ];
  for (const [option, url, image] of urls) {
    if (url !== undefined && !appUrlAllowed(url, image)) {
      refuse(option, url, `an https:${image ? ', data:image/' : ''} or relative URL`);
    }
  }
  return problems;
}
