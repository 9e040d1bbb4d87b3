/**
 * The deepest nesting of arrays and objects the sandbox walks in a client's JSON. Parsing is
 * not the risk (V8's JSON.parse is not recursive); every recursive walk over the parsed value
 * (canonical JSON, JSON.stringify) is, and must refuse deeper input with a 400 before it
 * starts, never run out of stack into a 500. 400 levels is far beyond any real message.
 */
export const MAX_JSON_DEPTH = 400;

/** Whether `value` nests arrays/objects at most `max` levels deep. Iterative: any depth is safe. */
export function jsonDepthWithin(value: unknown, max: number = MAX_JSON_DEPTH): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (item === null || typeof item !== 'object') continue;
    if (depth + 1 > max) return false;
    const children = Array.isArray(item) ? item : Object.values(item as Record<string, unknown>);
    for (const child of children) {
      if (child !== null && typeof child === 'object') stack.push([child, depth + 1]);
    }
  }
  return true;
}
