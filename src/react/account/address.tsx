import type { ReactElement } from 'react';
import { shortAddress } from './accountName.js';

/**
 * An address as people glance at it, shortened in the middle (`0x12ab…cd34`): the whole value
 * for screen readers and as the tooltip, and to copy (`CopyButton` beside it). Never wraps.
 */
export function Address({ value }: { value: string }): ReactElement {
  return (
    <code className="ewk-address ewk-short" title={value}>
      <span aria-hidden="true">{shortAddress(value)}</span>
      <span className="ewk-visually-hidden">{value}</span>
    </code>
  );
}
