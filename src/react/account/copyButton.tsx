import { type ReactElement, useEffect, useState } from 'react';
import { formatString } from '../modal/formatString.js';
import type { AllAccountStrings } from './accountStrings.js';

/**
 * Copies a public value (an address, a signature) to the clipboard; "Copied" is shown on the
 * button and announced for two seconds. Nothing secret ever goes through it: secrets are copied
 * inside the isolated frame.
 */
export function CopyButton(props: {
  value: string;
  name: string;
  strings: AllAccountStrings;
}): ReactElement {
  const { strings } = props;
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <button
      type="button"
      className="ewk-link"
      aria-label={copied ? strings.copied : formatString(strings.copyNamed, { name: props.name })}
      onClick={() => {
        navigator.clipboard?.writeText(props.value).then(
          () => setCopied(true),
          () => {},
        );
      }}
    >
      {copied ? strings.copied : strings.copy}
      <span className="ewk-visually-hidden" role="status">
        {copied ? strings.copied : ''}
      </span>
    </button>
  );
}
