/**
 * A region's flag as an emoji: its two letters as Unicode regional indicator symbols (Unicode
 * TR #51 annex B). No image to download; where the system has no flag glyphs, the two letters
 * show. Decorative: the country's name is always given in words too.
 */
export const flagOf = (region: string): string =>
  String.fromCodePoint(
    ...[...region.toUpperCase()].map((letter) => 0x1f1a5 + letter.charCodeAt(0)),
  );
