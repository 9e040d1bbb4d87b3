import { type FormEvent, type ReactElement, type ReactNode, useId, useState } from 'react';
import type { Clock } from '../../../core/index.js';
import { useWalletKitContext } from '../../context/useWalletKitContext.js';
import { FailureIcon } from '../../icons/failureIcons.js';
import type { CodeProblem } from '../authScreens.js';
import type { FailureStrings, WalletKitStrings } from '../defaultStrings.js';
import { countdownWords } from '../failures/countdownWords.js';
import { durationOf } from '../failures/durationOf.js';
import { withFailureStrings } from '../failures/failureStrings.js';
import { failureTitle } from '../failures/failureTitle.js';
import { formatString } from '../formatString.js';
import { OtpCodeInput } from '../otpCodeInput.js';
import { Screen } from '../screenParts.js';
import { PendingLabel, PendingStatus } from '../spinner.js';
import { useCooldown } from '../useCooldown.js';
import type { StepProps } from './stepProps.js';

export interface CodeScreenProps {
  strings: WalletKitStrings & Partial<FailureStrings>;
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
  /** The characters of the try the service refused: the boxes start from them. */
  typed?: string | undefined;
  /** What went wrong with the last check or resend (said under the boxes). */
  problem?: CodeProblem | undefined;
  /**
   * A check or a resend is running: the boxes and buttons stay, read-only, the running one's
   * words say what is happening (the dialog keeps its size and the focus stays put).
   */
  pending?: { label: string; resend: boolean } | undefined;
  onSubmit(code: string): void;
  onResend(): void;
}

/**
 * Code entry: the boxes (submitted once full), a verify button, and "send a new code". A failed
 * check says why under the boxes (announced, the boxes marked invalid when the code was wrong)
 * and keeps the digits, the first box selected so that typing replaces them; a code
 * that can no longer work (expired, used up by wrong tries, or tries refused for a while) leaves
 * only "send a new code", counting down the wait the service asked for.
 */
export function CodeScreen(props: CodeScreenProps): ReactElement {
  const { length } = props;
  const strings = withFailureStrings(props.strings);
  const [chars, setChars] = useState<string[]>(() =>
    Array.from({ length }, (_, i) => props.typed?.[i] ?? ''),
  );
  const [incomplete, setIncomplete] = useState(false);
  // Retyping answers a wrong code: its words go once the boxes change (until the next check).
  const [editedAfter, setEditedAfter] = useState<number | undefined>();
  const problem = props.problem && props.problem.at !== editedAfter ? props.problem : undefined;
  const dead = problem?.kind === 'dead' || problem?.kind === 'wait';
  const until = problem?.kind === 'wait' ? (problem.until ?? 0) : 0;
  // The resend cooldown, or the service's wait when it is longer.
  const secondsLeft = useCooldown(
    props.sentAt,
    Math.max(props.cooldownSeconds, (until - props.sentAt) / 1000),
    props.clock,
  );
  const sentId = useId();
  const errorId = useId();
  const { pending } = props;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const code = chars.join('');
    if (code.length < length) {
      setIncomplete(true);
      return;
    }
    props.onSubmit(code);
  };
  const message = incomplete ? formatString(strings.codeIncomplete, { length }) : problem?.message;
  // A locked code's words count down with the resend button (the wait said once, then seconds).
  const live =
    problem?.kind === 'wait' && secondsLeft > 0
      ? countdownWords(strings.errorCodeLocked, durationOf(secondsLeft, strings))
      : undefined;
  const resendLabel =
    secondsLeft <= 0
      ? strings.resend
      : secondsLeft > 90
        ? formatString(strings.resendInMinutes, { minutes: Math.ceil(secondsLeft / 60) })
        : formatString(strings.resendIn, { seconds: secondsLeft });
  return (
    <form className="ewk-stack" noValidate onSubmit={submit}>
      <p className="ewk-text" id={sentId}>
        {formatString(strings.codeSentTo, { contact: props.contact })}
      </p>
      <OtpCodeInput
        length={length}
        alphanumeric={props.alphanumeric}
        // A code that can no longer work shows no digits: nothing there is worth retyping.
        value={dead ? chars.map(() => '') : chars}
        onChange={(next) => {
          if (pending) return;
          setChars(next);
          setIncomplete(false);
          setEditedAfter(props.problem?.at);
        }}
        onComplete={(code) => !pending && props.onSubmit(code)}
        invalid={incomplete || problem?.kind === 'wrong'}
        // Digits kept after a refusal or a check that went nowhere: the first typed starts over.
        replaceOnType={problem?.kind === 'wrong' || problem?.kind === 'failed'}
        disabled={dead}
        readOnly={pending !== undefined}
        label={strings.codeTitle}
        characterLabel={strings.codeCharacterLabel}
        describedBy={message ? `${sentId} ${errorId}` : sentId}
      />
      {message && (
        <CodeFailure
          message={message}
          live={live}
          problem={incomplete ? undefined : problem}
          id={errorId}
          focus={dead && secondsLeft > 0}
          strings={strings}
        />
      )}
      {!dead && (
        <button
          type="submit"
          className="ewk-button ewk-button--primary"
          aria-disabled={pending ? true : undefined}
        >
          {pending && !pending.resend ? <PendingLabel label={pending.label} /> : strings.verify}
        </button>
      )}
      <button
        type="button"
        className={`ewk-button ${dead ? 'ewk-button--primary' : 'ewk-button--link'}`}
        disabled={secondsLeft > 0 && !pending?.resend}
        aria-disabled={pending ? true : undefined}
        onClick={() => !pending && props.onResend()}
        data-autofocus={dead ? '' : undefined}
      >
        {pending?.resend ? <PendingLabel label={pending.label} /> : resendLabel}
      </button>
      {pending && <PendingStatus label={pending.label} />}
      {props.resent && !problem && (
        <p className="ewk-text" role="status">
          {strings.resent}
        </p>
      )}
    </form>
  );
}

/**
 * What went wrong with the code, under the boxes: a code that can no longer work shows its
 * kind's icon and title, then what to do; a wrong or incomplete code, its words alone. A new node
 * for each failure (its time), so a repeat is announced again.
 */
function CodeFailure(props: {
  message: ReactNode;
  /** The titled failure's words when they count down (a locked code), else `message`. */
  live: ReactNode;
  problem: CodeScreenProps['problem'];
  id: string;
  focus: boolean;
  strings: WalletKitStrings & FailureStrings;
}): ReactElement {
  const { problem } = props;
  const autofocus = props.focus ? '' : undefined;
  if (problem?.face && problem.kind !== 'wrong')
    return (
      <div
        key={problem.at}
        id={props.id}
        className="ewk-alert ewk-alert--titled"
        role="alert"
        tabIndex={-1}
        data-autofocus={autofocus}
      >
        <FailureIcon face={problem.face} />
        <p className="ewk-alert-text">
          <strong className="ewk-alert-title">{failureTitle(problem.face, props.strings)}</strong>{' '}
          {props.live ?? props.message}
        </p>
      </div>
    );
  return (
    <p
      key={problem?.at ?? 'incomplete'}
      id={props.id}
      className="ewk-error"
      role="alert"
      tabIndex={-1}
      data-autofocus={autofocus}
    >
      {props.message}
    </p>
  );
}

/** Code entry: the boxes for the code just sent, its resend and the contact it went to. */
export function CodeStep({
  screen,
  flow,
  methods,
  strings,
  pending,
}: StepProps<'code'> & { pending?: CodeScreenProps['pending'] }): ReactElement {
  const { kit, ui } = useWalletKitContext();
  const props: CodeScreenProps = {
    strings,
    // A phone number as the phone field grouped it ("+1 555 010 0123"), not the raw E.164.
    contact: flow.state.phone?.e164 === screen.contact ? flow.state.phone.display : screen.contact,
    length: methods.otpLength,
    alphanumeric: methods.otpAlphanumeric,
    sentAt: screen.sentAt,
    cooldownSeconds: ui.resendCooldownSeconds ?? 30,
    clock: kit.clock,
    resent: screen.resent,
    typed: screen.typed,
    problem: screen.problem,
    pending,
    onSubmit: (typed: string) => flow.verifyCode(screen, typed),
    onResend: () => flow.sendCode(screen.otpType, screen.contact, screen, true),
  };
  return (
    <Screen title={strings.codeTitle}>
      {/* A new code is a fresh form: the digits typed for the code before it would otherwise
          stay, and the first digit typed would complete and send them. */}
      <CodeScreen key={screen.handle.otpId} {...props} />
    </Screen>
  );
}
