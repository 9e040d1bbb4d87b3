import { type FormEvent, type ReactElement, useId, useState } from 'react';
import type { Clock } from '../../../core/index.js';
import type { WalletKitStrings } from '../defaultStrings.js';
import { formatString } from '../formatString.js';
import { OtpCodeInput } from '../otpCodeInput.js';
import { useCooldown } from '../useCooldown.js';

export interface CodeScreenProps {
  strings: WalletKitStrings;
  /** Where the code went, as the user typed it. */
  contact: string;
  length: number;
  alphanumeric: boolean;
  /** When the last code was sent (epoch ms): the resend cooldown counts from it. */
  sentAt: number;
  cooldownSeconds: number;
  clock: Clock;
  /** A new code was just sent (a notice says so). */
  resent: boolean;
  onSubmit(code: string): void;
  onResend(): void;
}

/** Code entry: the boxes (submitted once full), a verify button, and "send a new code". */
export function CodeScreen(props: CodeScreenProps): ReactElement {
  const { strings, length } = props;
  const [chars, setChars] = useState<string[]>(() => Array.from({ length }, () => ''));
  const [incomplete, setIncomplete] = useState(false);
  const secondsLeft = useCooldown(props.sentAt, props.cooldownSeconds, props.clock);
  const sentId = useId();
  const errorId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = chars.join('');
    if (code.length < length) {
      setIncomplete(true);
      return;
    }
    props.onSubmit(code);
  };
  return (
    <form className="ewk-stack" noValidate onSubmit={submit}>
      <p className="ewk-text" id={sentId}>
        {formatString(strings.codeSentTo, { contact: props.contact })}
      </p>
      <OtpCodeInput
        length={length}
        alphanumeric={props.alphanumeric}
        value={chars}
        onChange={(next) => {
          setChars(next);
          setIncomplete(false);
        }}
        onComplete={props.onSubmit}
        invalid={incomplete}
        label={strings.codeTitle}
        characterLabel={strings.codeCharacterLabel}
        describedBy={incomplete ? `${sentId} ${errorId}` : sentId}
      />
      {incomplete && (
        <p id={errorId} className="ewk-error" role="alert">
          {formatString(strings.codeIncomplete, { length })}
        </p>
      )}
      <button type="submit" className="ewk-button ewk-button--primary">
        {strings.verify}
      </button>
      <button
        type="button"
        className="ewk-button ewk-button--link"
        disabled={secondsLeft > 0}
        onClick={props.onResend}
      >
        {secondsLeft > 0
          ? formatString(strings.resendIn, { seconds: secondsLeft })
          : strings.resend}
      </button>
      {props.resent && (
        <p className="ewk-text" role="status">
          {strings.resent}
        </p>
      )}
    </form>
  );
}
