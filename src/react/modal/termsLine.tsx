import { Fragment, type ReactElement, type ReactNode } from 'react';
import type { WalletKitStrings } from './defaultStrings.js';

export interface TermsLineProps {
  strings: WalletKitStrings;
  termsUrl: string | undefined;
  privacyUrl: string | undefined;
}

const link = (href: string, text: string) => (
  <a className="ewk-link" href={href} target="_blank" rel="noopener noreferrer">
    {text}
  </a>
);

/**
 * "By continuing, you agree to the Terms of Service and the Privacy Policy": the app's links
 * (`ui.termsUrl`, `ui.privacyUrl`), opened in a new tab so the login in progress stays. Nothing
 * when the app gives neither.
 */
export function TermsLine({ strings, termsUrl, privacyUrl }: TermsLineProps): ReactElement | null {
  const template =
    termsUrl && privacyUrl
      ? strings.termsAndPrivacy
      : termsUrl
        ? strings.termsOnly
        : privacyUrl
          ? strings.privacyOnly
          : undefined;
  if (!template) return null;
  const links: Record<string, ReactNode> = {
    '{terms}': termsUrl && link(termsUrl, strings.termsLink),
    '{privacy}': privacyUrl && link(privacyUrl, strings.privacyLink),
  };
  // The sentence around the links is the (translatable) template; `{terms}` and `{privacy}`
  // become the links themselves.
  return (
    <p className="ewk-terms">
      {template.split(/(\{terms\}|\{privacy\})/).map((part, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the template's parts never move
        <Fragment key={i}>{links[part] ?? part}</Fragment>
      ))}
    </p>
  );
}
