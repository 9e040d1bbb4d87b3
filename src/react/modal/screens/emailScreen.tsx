import type { ReactElement } from 'react';
import type { WalletKitStrings } from '../defaultStrings.js';
import { ContactForm } from './contactForm.js';

/** Light on purpose: one "@" with something on each side and a dot after it. The code is the check. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface EmailScreenProps {
  strings: WalletKitStrings;
  initial: string;
  onSubmit(email: string): void;
}

/** E-mail entry. */
export function EmailScreen({ strings, initial, onSubmit }: EmailScreenProps): ReactElement {
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
