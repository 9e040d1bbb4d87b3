import type { ReactElement } from 'react';
import { LazyScreen } from '../lazyScreen.js';
import { phoneScreenChunk } from '../phoneScreenChunk.js';
import type { PhoneScreenProps } from '../screens/phoneScreen.js';
import { useUi } from '../useUi.js';
import type { StepProps } from './stepProps.js';

/** Phone entry: a chunk of its own, prefetched when the methods offer a phone number. */
export function PhoneStep({ screen, flow, strings }: StepProps<'phone'>): ReactElement {
  const { ui } = useUi();
  const props: PhoneScreenProps = {
    strings,
    countryCodes: ui.countryCodes,
    defaultCountryCode: ui.defaultCountryCode,
    onSubmit: (e164: string) => flow.sendCode('OTP_TYPE_SMS', e164, screen, false),
  };
  return <LazyScreen title={strings.phoneTitle} chunk={phoneScreenChunk} props={props} />;
}
