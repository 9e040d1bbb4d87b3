import type { ReactElement } from 'react';
import type { WalletKitStrings } from '../defaultStrings.js';
import { ContactForm } from './contactForm.js';

/**
 * Light on purpose: one "@" with something on each side and a dot after it. The code is the check.
 */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface EmailFieldProps {
  strings: WalletKitStrings;
  initial: string;
  onSubmit(email: string): void;
  /** Each change, to keep an address typed but not sent. */
  onDraft?(typed: string): void;
  /** The code is on its way (`ContactForm`). */
  pending?: string | undefined;
}

/** The first screen's e-mail field (the address last sent filled in again). */
export function EmailField({
  strings,
  initial,
  onSubmit,
  onDraft,
  pending,
}: EmailFieldProps): ReactElement {
  return (
    <ContactForm
      strings={strings}
      label={strings.emailLabel}
      invalidMessage={strings.emailInvalid}
      initial={initial}
      parse={(typed) => {
        const value = typed.trim();
        return EMAIL.test(value) ? value : undefined;
      }}
      onSubmit={onSubmit}
      pending={pending}
      {...(onDraft ? { onDraft } : {})}
      input={{
        type: 'email',
        name: 'email',
        autoComplete: 'email',
        inputMode: 'email',
        spellCheck: false,
        placeholder: strings.emailPlaceholder,
      }}
    />
  );
}
