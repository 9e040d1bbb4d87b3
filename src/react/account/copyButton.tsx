import { type ReactElement, useEffect, useState } from 'react';
import { AccountIcon } from '../icons/accountIcons.js';
import { useAccountNav } from './accountNav.js';

/**
 * Copies a public value (an address, a signature) to the clipboard: "Copied" shows on the
 * button for two seconds and is said in the center's live region. Nothing secret ever goes
 * through it: secrets are copied inside the isolated frame.
 */
/** `label`: the button's full name ("Copy address Ethereum 0x…"). */
export function CopyButton(props: { value: string; label: string }): ReactElement {
  const { strings, announce } = useAccountNav();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <button
      type="button"
      className="ewk-link ewk-copy"
      aria-label={copied ? strings.copied : props.label}
      onClick={() => {
        navigator.clipboard?.writeText(props.value).then(
          () => {
            setCopied(true);
            announce(strings.copied);
          },
          () => {},
        );
      }}
    >
      <AccountIcon name={copied ? 'check' : 'copy'} />
      {copied ? strings.copied : strings.copy}
    </button>
  );
}
