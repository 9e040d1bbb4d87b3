import type { ReactElement } from 'react';

/**
 * Words with a wait that counts down: `template`'s `{wait}` as `wait`, in a span whose changes
 * are not announced (`aria-live="off"` inside the alert that said the words once). Undefined for
 * a template without `{wait}` (an app's own words), which the caller shows as they are.
 */
export function countdownWords(template: string, wait: string): ReactElement | undefined {
  const [before, after] = template.split('{wait}');
  if (after === undefined) return undefined;
  return (
    <>
      {before}
      <span aria-live="off">{wait}</span>
      {after}
    </>
  );
}
