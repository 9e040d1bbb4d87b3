import type { WalletKitColors, WalletKitUiOptions } from '../context/walletKitProviderConfig.js';

/** Each colour option and the stylesheet variable it sets (styles.css, "Theme variables"). */
const VARIABLES: Record<keyof WalletKitColors, string> = {
  accent: 'primary',
  accentText: 'primary-fg',
  background: 'bg',
  text: 'fg',
  mutedText: 'muted',
  border: 'border',
  controlBorder: 'control-border',
  surface: 'surface',
  error: 'error',
  success: 'success',
  focus: 'focus',
  backdrop: 'backdrop',
};

/** The app's look as the kit's dialogs and buttons take it, and what in it was refused. */
export interface Branding {
  /** `--ewk-*` custom properties for the root's `style` (set through the CSSOM: CSP-safe). */
  style: Record<string, string>;
  /** One sentence per refused value (`ui.radius: 40 is not ...`); that value is left out. */
  problems: string[];
  /** `ui.logo` for the scheme in effect (or `ui.logoUrl`), when its URL is allowed. */
  logo: string | undefined;
}

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

/** Whether the browser takes `value` for `property`; unknown where there is no CSSOM (a server). */
const parses = (property: string, value: unknown) =>
  typeof value === 'string' && (globalThis.CSS?.supports?.(property, value) ?? value !== '');

const pixels = (value: unknown, max: number) =>
  typeof value === 'number' && value >= 0 && value <= max;

/**
 * The provider's branding options (`ui.colors` of the scheme in effect, `ui.radius`, `ui.font`,
 * `ui.backdropBlur`) as the stylesheet's variables, each checked the way the browser would read
 * it (a colour must parse as one); the logo's and the terms' URLs are checked too (they show in
 * the flow's screens). A refused value is left out, so the kit's own stays, and said in
 * `problems` for the provider's `onError`.
 */
export function brandingOf(ui: WalletKitUiOptions, dark: boolean): Branding {
  const style: Record<string, string> = {};
  const problems: string[] = [];
  const refuse = (option: string, value: unknown, what: string) =>
    problems.push(`ui.${option}: ${JSON.stringify(value)} is not ${what}`);
  for (const scheme of ['light', 'dark'] as const) {
    for (const [name, value] of Object.entries(ui.colors?.[scheme] ?? {})) {
      const variable = Object.hasOwn(VARIABLES, name)
        ? VARIABLES[name as keyof WalletKitColors]
        : undefined;
      if (!variable || !parses('color', value)) {
        refuse(`colors.${scheme}.${name}`, value, variable ? 'a CSS colour' : 'a colour option');
      } else if ((scheme === 'dark') === dark) {
        if (name === 'accent') style['--ewk-focus'] ??= value;
        style[`--ewk-${variable}`] = value;
      }
    }
  }
  if (ui.radius !== undefined) {
    if (pixels(ui.radius, 32)) style['--ewk-radius'] = `${ui.radius}px`;
    else refuse('radius', ui.radius, 'a number of pixels from 0 to 32');
  }
  if (ui.backdropBlur !== undefined) {
    if (pixels(ui.backdropBlur, 40)) style['--ewk-backdrop-blur'] = `${ui.backdropBlur}px`;
    else refuse('backdropBlur', ui.backdropBlur, 'a number of pixels from 0 to 40');
  }
  if (ui.font !== undefined) {
    if (parses('font-family', ui.font)) style['--ewk-font'] = ui.font;
    else refuse('font', ui.font, 'a CSS font-family list');
  }
  let logo: string | undefined;
  const logos = ui.logo ?? ui.logoUrl;
  // Each URL option: its name, value, whether an image, whether the logo shown now.
  const urls: (readonly [string, unknown, boolean, boolean])[] = [
    ['termsUrl', ui.termsUrl, false, false],
    ['privacyUrl', ui.privacyUrl, false, false],
    ...(typeof logos === 'object' && logos
      ? ([
          ['logo.light', logos.light, true, !dark],
          ['logo.dark', logos.dark, true, dark],
        ] as const)
      : ([['logo', logos, true, true]] as const)),
  ];
  for (const [option, url, image, shown] of urls) {
    if (url === undefined) continue;
    if (!appUrlAllowed(url, image)) {
      refuse(option, url, `an https:${image ? ', data:image/' : ''} or relative URL`);
    } else if (shown) {
      logo = url as string;
    }
  }
  return { style, problems, logo };
}
