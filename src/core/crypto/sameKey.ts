/** Hex keys compare case-insensitively; an absent or empty pin never matches. */
export function sameKey(actual: unknown, pinned: string | undefined): boolean {
  return (
    typeof actual === 'string' &&
    typeof pinned === 'string' &&
    pinned !== '' &&
    actual.toLowerCase() === pinned.toLowerCase()
  );
}
