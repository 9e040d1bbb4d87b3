import type { FrameTheme } from '../protocol/frameMessages.js';

/**
 * Puts the app's look on the frame's page: the scheme as `data-scheme` (frame.css picks its
 * light or dark defaults by it; empty follows the system), each colour, the radius and the font
 * as the custom property frame.css reads (`--bg`, `--radius`, `--font`, ...). The theme is whole
 * each time: what it leaves out goes back to the default. Only checked values get here
 * (`frameThemeSchema`: hex colours, a bounded integer, font names), set through the CSSOM, which
 * the frame's CSP allows and which takes one value per property, never a declaration.
 */
export function applyTheme(root: HTMLElement, theme: FrameTheme): void {
  const { style } = root;
  root.dataset.scheme = theme.scheme ?? '';
  style.cssText = '';
  const radius = theme.radius === undefined ? '' : `${theme.radius}px`;
  for (const [name, value] of Object.entries({ ...theme.colors, radius, font: theme.font })) {
    if (value) style.setProperty(`--${name}`, value);
  }
}
