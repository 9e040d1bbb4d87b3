/**
 * Whether this system draws regional-indicator pairs as flags (macOS, iOS, Android do; Windows does
 * not).
 */
let drawsFlags: boolean | undefined;

function systemDrawsFlags(): boolean {
  // An offscreen canvas (no element, nothing in the page; absent on the server and in jsdom).
  const context =
    typeof OffscreenCanvas === 'function' ? new OffscreenCanvas(1, 1).getContext('2d') : null;
  if (!context) return false;
  context.font = '20px sans-serif';
  // A flag is one glyph; without flag glyphs the pair is two letters side by side.
  const pair = context.measureText('\u{1F1FA}\u{1F1F8}').width;
  const one = context.measureText('\u{1F1FA}').width;
  return pair > 0 && pair < one * 1.5;
}

/**
 * A country's flag as the system's emoji (the regional indicators of its ISO code, Unicode
 * TR51 annex B), or undefined where the system has no flag glyphs: then the code shows instead
 * (no flag images shipped: 250 of them would outweigh the whole phone field).
 */
export function flagOf(region: string): string | undefined {
  drawsFlags ??= systemDrawsFlags();
  if (!drawsFlags || !/^[A-Z]{2}$/.test(region)) return undefined;
  return String.fromCodePoint(...[...region].map((letter) => 0x1f1a5 + letter.charCodeAt(0)));
}
