/**
 * Fills `{name}` placeholders of a UI string. Unknown placeholders stay as written, so a
 * translation with a typo shows the typo instead of throwing.
 */
export function formatString(
  template: string,
  values: Readonly<Record<string, string | number>> = {},
): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
