import { FRAME_FONT_RULE, type FrameTheme } from '../../protocol/index.js';

type ColorName = keyof NonNullable<FrameTheme['colors']>;

/**
 * The frame's colours, each read from the kit's stylesheet variable of its name in kebab case
 * (`controlBorder`: `--ewk-control-border`; styles.css).
 */
const COLORS = 'bg fg muted border controlBorder surface error focus primary primaryFg'.split(
  ' ',
) as ColorName[];

/** The frame's rule for `font` (FRAME_FONT_RULE): family names only, bounded. */
const fontAllowed = (font: string) =>
  font.length > 0 &&
  new TextEncoder().encode(font).length <= FRAME_FONT_RULE.maxBytes &&
  FRAME_FONT_RULE.pattern.test(font);

const hex = (n: number) => Math.round(n).toString(16).padStart(2, '0');

/** `rgb(r, g, b)` / `rgba(r, g, b, a)`, as browsers compute sRGB colours, as `#rrggbb(aa)`. */
function toHex(computed: string): string | undefined {
  const m = /^rgba?\((\d+), (\d+), (\d+)(?:, ([\d.]+))?\)$/.exec(computed);
  if (!m) return undefined;
  const alpha = m[4] === undefined || Number(m[4]) >= 1 ? '' : hex(Number(m[4]) * 255);
  return `#${hex(Number(m[1]))}${hex(Number(m[2]))}${hex(Number(m[3]))}${alpha}`;
}

/**
 * The look of the dialog `element` sits in, as the isolated frame takes it (`FrameTheme`): its
 * scheme (`color-scheme`) and the kit's `--ewk-*` colours, radius and font as computed there,
 * so an app's overrides of those variables (or its `ui` options) reach the frame too. Each value
 * goes through the browser's own resolution (a probe element in `element`), then into the
 * protocol's shapes: a colour the browser computes outside sRGB, or a font list with more than
 * names, is left out (the frame keeps its default) rather than sent for the frame to refuse.
 */
export function frameThemeOf(element: HTMLElement): FrameTheme {
  const view = element.ownerDocument.defaultView;
  if (!view) return {};
  const probe = element.ownerDocument.createElement('span');
  probe.hidden = true;
  element.append(probe);
  const computed = view.getComputedStyle(probe);
  const colors: NonNullable<FrameTheme['colors']> = {};
  for (const name of COLORS) {
    probe.style.color = `var(--ewk-${name.replace(/[A-Z]/g, (upper) => `-${upper.toLowerCase()}`)})`;
    const color = toHex(computed.color);
    if (color) colors[name] = color;
  }
  probe.style.borderTopLeftRadius = 'var(--ewk-radius)';
  probe.style.fontFamily = 'var(--ewk-font)';
  const radius = Math.min(32, Math.round(Number.parseFloat(computed.borderTopLeftRadius)));
  const font = computed.fontFamily;
  const scheme = computed.colorScheme === 'dark' ? 'dark' : 'light';
  probe.remove();
  return {
    scheme,
    colors,
    ...(radius >= 0 ? { radius } : {}),
    ...(fontAllowed(font) ? { font } : {}),
  };
}
