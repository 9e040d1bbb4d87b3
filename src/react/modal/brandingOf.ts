import type { WalletKitColors, WalletKitUiOptions } from '../context/walletKitProviderConfig.js';

/** Each colour option and the stylesheet variable it sets (styles.css, "Theme variables"). */
export const COLOR_VARIABLES: Record<keyof WalletKitColors, string> = {
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

/** Whether the browser takes `value` for `property`; unknown where there is no CSSOM (a server). */
export const parses = (property: string, value: unknown): value is string =>
  typeof value === 'string' && (globalThis.CSS?.supports?.(property, value) ?? value !== '');

/** A number of pixels from 0 to `max`. */
export const pixels = (value: unknown, max: number): value is number =>
  typeof value === 'number' && value >= 0 && value <= max;

/**
 * The provider's branding options (`ui.colors` of the scheme in effect, `ui.radius`, `ui.font`,
 * `ui.backdropBlur`) as the stylesheet's `--ewk-*` variables, for a kit root's `style` (set
 * through the CSSOM: CSP-safe). Each value is checked the way the browser reads it (a colour
 * must parse as one); a refused one is left out, so the kit's own stays. What was refused, in
 * words, is `brandingProblems` (in the login flow's chunk, which reports it): this part runs
 * up front, so it stays this small.
 */
export function brandingOf(ui: WalletKitUiOptions, dark: boolean): Record<string, string> {
  const style: Record<string, string> = {};
  const colors = ui.colors?.[dark ? 'dark' : 'light'] ?? {};
  for (const [name, value] of Object.entries(colors)) {
    if (!Object.hasOwn(COLOR_VARIABLES, name) || !parses('color', value)) continue;
    if (name === 'accent') style['--ewk-focus'] ??= value;
    style[`--ewk-${COLOR_VARIABLES[name as keyof WalletKitColors]}`] = value;
  }
  if (pixels(ui.radius, 32)) style['--ewk-radius'] = `${ui.radius}px`;
  if (pixels(ui.backdropBlur, 40)) style['--ewk-backdrop-blur'] = `${ui.backdropBlur}px`;
  if (parses('font-family', ui.font)) style['--ewk-font'] = ui.font;
  return style;
}
