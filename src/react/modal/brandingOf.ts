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
 * The provider's branding options as the stylesheet's `--ewk-*` variables, for a kit root's
 * `style` (set through the CSSOM: CSP-safe): `ui.colors` of both schemes as
 * `--ewk-light-<name>` and `--ewk-dark-<name>`, which the stylesheet picks from by scheme
 * (styles.css, "Theme variables"), so that a change of the system's scheme recolours the
 * dialog in the same frame as its background, with no render of ours in between; `ui.radius`,
 * `ui.font` and `ui.backdropBlur` as they are. Each value is checked the way the browser reads
 * it (a colour must parse as one); a refused one is left out, so the kit's own stays. What was
 * refused, in words, is `brandingProblems` (in the login flow's chunk, which reports it): this
 * part runs up front, so it stays this small.
 */
export function brandingOf(ui: WalletKitUiOptions): Record<string, string> {
  const style: Record<string, string> = {};
  for (const scheme of ['light', 'dark'] as const) {
    for (const [name, value] of Object.entries(ui.colors?.[scheme] ?? {})) {
      if (!Object.hasOwn(COLOR_VARIABLES, name) || !parses('color', value)) continue;
      if (name === 'accent') style[`--ewk-${scheme}-focus`] ??= value;
      style[`--ewk-${scheme}-${COLOR_VARIABLES[name as keyof WalletKitColors]}`] = value;
    }
  }
  if (pixels(ui.radius, 32)) style['--ewk-radius'] = `${ui.radius}px`;
  if (pixels(ui.backdropBlur, 40)) style['--ewk-backdrop-blur'] = `${ui.backdropBlur}px`;
  if (parses('font-family', ui.font)) style['--ewk-font'] = ui.font;
  return style;
}
