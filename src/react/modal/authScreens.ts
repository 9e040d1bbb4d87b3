import type { LoginResult, OAuthProviderName, OtpHandle } from '../../core/index.js';
import type { OtpType } from '../../protocol/index.js';
import type { WalletKitStrings } from './defaultStrings.js';

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
}

/** What a wait shows: what is happening, a hint, and where cancelling it leads. */
export interface Wait {
  label: string;
  hint?: string;
  back: AuthScreen;
}

/** What "Try again" on an error screen does, as data (the reducer stays pure). */
export type Retry =
  | { kind: 'show'; screen: AuthScreen }
  | { kind: 'sendCode'; otpType: OtpType; contact: string; back: AuthScreen; resent: boolean }
  | { kind: 'oauth'; provider: OAuthProviderName }
  | { kind: 'passkey'; signup: boolean };

/** Every screen of the modal, and what each needs to show itself. */
export type AuthScreen =
  | { name: 'methods' }
  | { name: 'email' }
  | { name: 'phone' }
  | { name: 'wallets' }
  | CodeScreenState
  | ({ name: 'busy' } & Wait)
  | { name: 'error'; message: string; retry: Retry; back: AuthScreen | undefined }
  | { name: 'success'; result: LoginResult };

export type AuthScreenName = AuthScreen['name'];

export const METHODS: AuthScreen = { name: 'methods' };

/** Where the header's back button leads from each screen (none from the first, nor in a wait). */
export function backOf(screen: AuthScreen): AuthScreen | undefined {
  switch (screen.name) {
    case 'email':
    case 'phone':
    case 'wallets':
      return METHODS;
    case 'code':
      return { name: screen.otpType === 'OTP_TYPE_EMAIL' ? 'email' : 'phone' };
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
    case 'email':
      return strings.emailTitle;
    case 'phone':
      return strings.phoneTitle;
    case 'wallets':
      return strings.walletsTitle;
    case 'code':
      return strings.codeTitle;
    case 'busy':
      return titleOf(screen.back, strings);
    case 'error':
      return strings.errorTitle;
    case 'success':
      return strings.successTitle;
  }
}
