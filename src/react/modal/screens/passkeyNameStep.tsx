import type { ReactElement } from 'react';
import { Screen } from '../screenParts.js';
import { ContactForm } from './contactForm.js';
import type { StepProps } from './stepProps.js';

/**
 * Before a new passkey: its name, which the browser's passkey list and picker show, so the user
 * can tell which account it opens (never "Wallet user"). The e-mail address or phone
 * number the user gave last is filled in.
 */
export function PasskeyNameStep({ flow, strings }: StepProps<'passkeyName'>): ReactElement {
  const { email, phone } = flow.state;
  return (
    <Screen title={strings.passkeyNameTitle} description={strings.passkeyNameText}>
      <ContactForm
        strings={strings}
        label={strings.passkeyNameLabel}
        invalidMessage={strings.passkeyNameInvalid}
        initial={email || phone?.e164 || ''}
        parse={(typed) => typed.trim().slice(0, 64) || undefined}
        onSubmit={flow.createPasskey}
        submitLabel={strings.createPasskey}
        input={{ type: 'text', name: 'username', autoComplete: 'username', spellCheck: false }}
      />
    </Screen>
  );
}
