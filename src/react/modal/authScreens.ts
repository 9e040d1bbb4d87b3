import type { LoginResult, OAuthProviderName, OtpHandle } from '../../core/index.js';
import type { OtpType } from '../../protocol/index.js';
import type { FailureFace } from '../icons/failureIcons.js';
import type { WalletKitStrings } from './defaultStrings.js';

/**
 * What went wrong with the last check or resend of a code, shown under the boxes (the
 * code screen stays, with what the user typed):
 * - `wrong`: the service refused the code; the boxes are marked invalid, the digits kept;
 * - `dead`: the code can no longer work (expired, used, too many wrong tries): a new code only;
 * - `wait`: the service takes no try before `until` (its `Retry-After`), then a new code;
 * - `failed`: the check or the resend did not go through (network); the same code may work.
 */
export interface CodeProblem {
  kind: 'wrong' | 'dead' | 'wait' | 'failed';
  message: string;
  /** Epoch ms before which the service refuses (`wait`). */
  until?: number;
  /** When it happened (epoch ms): a repeat of the same problem is announced again. */
  at: number;
  /** Its title and icon (a wrong code has none: its words sit under the boxes). */
  face?: FailureFace | undefined;
}

/**
 * The code screen: where the code went, and when (the resend cooldown counts from `sentAt`).
 * It holds the code's handle: the one place the modal keeps it.
 */
export interface CodeScreenState {
  name: 'code';
  otpType: OtpType;
  contact: string;
  handle: OtpHandle;
  sentAt: number;
  resent: boolean;
  /** The characters of the try the service refused, kept for retyping. */
  typed?: string;
  problem?: CodeProblem;
}

/** What a wait shows: what is happening, a hint, and where cancelling it leads. */
export interface Wait {
  label: string;
  hint?: string;
  back: AuthScreen;
}

/** Which contact field the first screen shows: the e-mail address or the phone number. */
export type ContactKind = 'email' | 'sms';

/** What an action of an error screen does, as data (the reducer stays pure). */
export type Retry =
  | { kind: 'show'; screen: AuthScreen }
  | { kind: 'sendCode'; otpType: OtpType; contact: string; back: AuthScreen; resent: boolean }
  | { kind: 'oauth'; provider: OAuthProviderName; mode?: 'popup' | 'redirect' }
  | { kind: 'passkeyLogin' }
  | { kind: 'passkeySignup'; name: string };

/** One way on from a failure: its words and what it does. */
export interface FailureAction {
  label: string;
  retry: Retry;
}

/** Every screen of the modal, and what each needs to show itself. */
export type AuthScreen =
  /** The first screen; `contact`: its field when both e-mail and phone are offered. */
  | { name: 'methods'; contact?: ContactKind }
  | { name: 'wallets' }
  | CodeScreenState
  /** A new passkey's name (the user's e-mail or phone number), before the browser creates it. */
  | { name: 'passkeyName' }
  | ({ name: 'busy' } & Wait)
  | {
      name: 'error';
      message: string;
      /** What the user can do next, the first one foremost (it takes the focus). */
      actions: FailureAction[];
      back: AuthScreen | undefined;
      /** Its title and icon ("Pop-up blocked", "No connection", ...). */
      face?: FailureFace | undefined;
      /**
       * When the service takes a try again (epoch ms on the kit's clock, from its
       * `Retry-After`): until then the first way on waits, counting down with the words.
       */
      until?: number | undefined;
    }
  | { name: 'success'; result: LoginResult };

export type AuthScreenName = AuthScreen['name'];

export const METHODS: AuthScreen = { name: 'methods' };

/** Where the header's back button leads from each screen (none from the first, nor in a wait). */
export function backOf(screen: AuthScreen): AuthScreen | undefined {
  switch (screen.name) {
    case 'wallets':
    case 'passkeyName':
      return METHODS;
    case 'code':
      return { name: 'methods', contact: screen.otpType === 'OTP_TYPE_EMAIL' ? 'email' : 'sms' };
    case 'error':
      return screen.back;
    default:
      return undefined;
  }
}

/** The title of a screen a wait starts from (a wait keeps its title). */
export function titleOf(screen: AuthScreen, strings: WalletKitStrings): string {
  switch (screen.name) {
    case 'methods':
      return strings.methodsTitle;
    case 'wallets':
      return strings.walletsTitle;
    case 'code':
      return strings.codeTitle;
    case 'passkeyName':
      return strings.passkeyNameTitle;
    case 'busy':
      return titleOf(screen.back, strings);
    case 'error':
      return strings.errorTitle;
    case 'success':
      return strings.successTitle;
  }
}
