import type { LoginResult, OtpHandle } from '../../core/index.js';
import type { OtpType } from '../../protocol/index.js';
import type { FailureFace } from '../icons/failureIcons.js';
import {
  type AuthScreen,
  type CodeProblem,
  type FailureAction,
  METHODS,
  type Wait,
} from './authScreens.js';

/** The phone number last submitted: as typed, as sent, and as shown on the code screen. */
export interface PhoneDraft {
  /** The country picked (ISO 3166-1 alpha-2). */
  country: string;
  /** What the number field held. */
  national: string;
  e164: string;
  /** Grouped for reading ("+1 555 010 0123"). */
  display: string;
}

/** The modal's state: the screen it shows, and the contacts last submitted. */
export interface AuthFlowState {
  screen: AuthScreen;
  /** The e-mail field starts from it when revisited. */
  email: string;
  /**
   * The phone field starts from it when revisited (back from the code); a new passkey can be
   * named after its number.
   */
  phone: PhoneDraft | undefined;
}

/** What a failure says, and what it offers (useWaitRunner.ts describes it, describeFailure.ts). */
export interface Failure {
  message: string;
  /** The ways on, the first one foremost. */
  actions: FailureAction[];
  /**
   * A failure of a code (wrong, used up) or of its check or resend: when the wait started on
   * the code screen, it is shown there, under the boxes, rather than on a screen of its own.
   */
  code?: Pick<CodeProblem, 'kind' | 'until'>;
  /** Its title and icon. */
  face?: FailureFace;
}

/** What happens to the modal: the user's choices and the outcomes of its waits. */
export type AuthFlowEvent =
  /** A choice or a back step: the screen shows, nothing runs. */
  | { type: 'show'; screen: AuthScreen }
  /** A wait starts and shows at once. */
  | { type: 'wait'; wait: Wait }
  /** A wait that started on `from` has lasted long: it shows, if `from` is still up. */
  | { type: 'waitedLong'; from: AuthScreen; wait: Wait }
  /** The user leaves the wait on screen (the busy screen's cancel). */
  | { type: 'cancel' }
  /** A code is on its way to `contact`: the contact is remembered as it is sent. */
  | { type: 'sending'; otpType: OtpType; contact: string }
  /** The e-mail field changed: what it holds, to fill it again (a closed modal). */
  | { type: 'emailDraft'; email: string }
  /** The phone field is submitted: what it held, to fill it again. */
  | { type: 'phoneDraft'; draft: PhoneDraft }
  | {
      type: 'codeSent';
      otpType: OtpType;
      contact: string;
      handle: OtpHandle;
      sentAt: number;
      resent: boolean;
    }
  /** A wait ended with the user cancelling (a closed popup, a dismissed prompt). */
  | { type: 'cancelled'; back: AuthScreen }
  /** A wait failed, at `at` (epoch ms); `back` is where it started. */
  | { type: 'failed'; failure: Failure; back: AuthScreen; at: number }
  | { type: 'succeeded'; result: LoginResult }
  /**
   * The modal closed (Escape, the backdrop, the close button): the flow is kept for the next
   * opening while the page lives, as it stands without the wait the closing ended.
   */
  | { type: 'closed' };

export const initialAuthFlow: AuthFlowState = { screen: METHODS, email: '', phone: undefined };

/**
 * The modal's screens as a pure function (screen + event -> screen), testable without React;
 * `useAuthFlow` runs the logins and turns their outcomes into these events.
 */
export function authFlowReducer(state: AuthFlowState, event: AuthFlowEvent): AuthFlowState {
  const show = (screen: AuthScreen): AuthFlowState => ({ ...state, screen });
  switch (event.type) {
    case 'show':
      return show(event.screen);
    case 'wait':
      return show({ name: 'busy', ...event.wait });
    case 'waitedLong':
      return state.screen === event.from ? show({ name: 'busy', ...event.wait }) : state;
    case 'cancel':
      return state.screen.name === 'busy' ? show(state.screen.back) : state;
    case 'sending':
      return event.otpType === 'OTP_TYPE_EMAIL' ? { ...state, email: event.contact } : state;
    case 'emailDraft':
      return state.email === event.email ? state : { ...state, email: event.email };
    case 'phoneDraft':
      return { ...state, phone: event.draft };
    case 'codeSent': {
      const { type: _, ...code } = event;
      return show({ name: 'code', ...code });
    }
    case 'cancelled':
      return show(event.back);
    case 'failed':
      return show(failedScreen(event));
    case 'succeeded':
      return show({ name: 'success', result: event.result });
    case 'closed':
      return closed(state);
  }
}

/** A failure of a wait started on the code screen stays there; any other gets its own screen. */
function failedScreen({ failure, back, at }: Extract<AuthFlowEvent, { type: 'failed' }>) {
  if (failure.code && back.name === 'code') {
    return {
      ...back,
      problem: { ...failure.code, message: failure.message, at, face: failure.face },
    };
  }
  const { message, actions, face } = failure;
  const until = failure.code?.kind === 'wait' ? failure.code.until : undefined;
  return { name: 'error', message, actions, back, face, until } satisfies AuthScreen;
}

/**
 * The flow as the next opening finds it: a wait gives way to the screen it started from (the
 * closing ended it), an error to the screen before it, and a finished login to a fresh start.
 * A code screen stays as it was: its code is still good for minutes.
 */
function closed(state: AuthFlowState): AuthFlowState {
  const { screen } = state;
  switch (screen.name) {
    case 'busy':
      return closed({ ...state, screen: screen.back });
    case 'error':
      return { ...state, screen: screen.back ?? METHODS };
    case 'success':
      return initialAuthFlow;
    default:
      return state;
  }
}
