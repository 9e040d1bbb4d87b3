import type { ReactElement } from 'react';
import { appUrlAllowed } from './brandingProblems.js';
import type { WalletKitStrings } from './defaultStrings.js';

export interface TermsLineProps {
  strings: WalletKitStrings;
  termsUrl: string | undefined;
  privacyUrl: string | undefined;
}

/**
 * "By continuing, you agree to the Terms of Service and the Privacy Policy": the app's links
 * (`ui.termsUrl`, `ui.privacyUrl`), opened in a new tab so the login in progress stays. Nothing
 * when the app gives neither. The sentence is a (translatable) template whose `{terms}` and
 * `{privacy}` become the links. A URL that is not `https:` or relative is left out
 * (brandingProblems
 * says so).
 */
export function TermsLine(props: TermsLineProps): ReactElement | null {
  const { strings } = props;
  const termsUrl = appUrlAllowed(props.termsUrl, false) ? props.termsUrl : undefined;
  const privacyUrl = appUrlAllowed(props.privacyUrl, false) ? props.privacyUrl : undefined;
  const template = termsUrl
    ? privacyUrl
      ? strings.termsAndPrivacy
      : strings.termsOnly
    : privacyUrl && strings.privacyOnly;
  if (!template) return null;
  return (
    <p className="ewk-terms">
      {/* The split's odd parts are the placeholders' names. */}
      {template.split(/\{(terms|privacy)\}/).map((part, i) =>
        i % 2 ? (
          <a
            // biome-ignore lint/suspicious/noArrayIndexKey: the template's parts never move
            key={i}
            className="ewk-link"
            href={part === 'terms' ? termsUrl : privacyUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            {part === 'terms' ? strings.termsLink : strings.privacyLink}
          </a>
        ) : (
          part
        ),
      )}
    </p>
  );
}
