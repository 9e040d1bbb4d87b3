import type { ReactElement } from 'react';
import { LazyScreen } from '../lazyScreen.js';
import { phoneScreenChunk } from '../phoneScreenChunk.js';
import { Screen } from '../screenParts.js';
import { useUi } from '../useUi.js';
import type { StepProps } from './stepProps.js';

/** Phone entry: a chunk of its own, prefetched when the methods offer a phone number. */
export function PhoneStep({ screen, flow, strings }: StepProps<'phone'>): ReactElement {
  const { ui } = useUi();
  return (
    <Screen title={strings.phoneTitle}>
      <LazyScreen
        key="phone"
        chunk={phoneScreenChunk}
        props={{
          strings,
          countryCodes: ui.countryCodes,
          defaultCountryCode: ui.defaultCountryCode,
          onSubmit: (e164: string) => flow.sendCode('OTP_TYPE_SMS', e164, screen, false),
        }}
      />
    </Screen>
  );
}
