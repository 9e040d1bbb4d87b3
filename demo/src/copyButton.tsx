import { type ReactElement, useEffect, useState } from 'react';
import { CheckIcon, CopyIcon } from './icons.js';

/**
 * Copies `value`; says "Copied" in its name and icon for a moment (its name changes, so screen
 * readers hear it when it has focus).
 */
export function CopyButton(props: { value: string; label: string }): ReactElement {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 1500);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <button
      type="button"
      className="demo-icon-button"
      aria-label={copied ? `Copied: ${props.label}` : `Copy ${props.label}`}
      title={copied ? 'Copied' : 'Copy'}
      onClick={() => {
        navigator.clipboard.writeText(props.value).then(
          () => setCopied(true),
          () => {},
        );
      }}
    >
      {copied ? <CheckIcon size={18} /> : <CopyIcon size={18} />}
    </button>
  );
}

/**
 * `0x1234…cdef`: the start and the end, the middle left out (the full value goes beside it for
 * screen readers).
 */
export const shortAddress = (address: string): string =>
  address.length > 14 ? `${address.slice(0, 6)}…${address.slice(-4)}` : address;

/** An address shortened in the middle for the eye, whole for screen readers and as a tooltip. */
export function Address({ value }: { value: string }): ReactElement {
  return (
    <span className="demo-address" title={value}>
      <span aria-hidden="true">{shortAddress(value)}</span>
      <span className="demo-visually-hidden">{value}</span>
    </span>
  );
}
