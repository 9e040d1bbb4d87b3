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

/** Which contact field the first screen shows: the e-mail address or the phone number. */
export type ContactKind = 'email' | 'sms';

/**
 * Why the passkey screen shows: the browser's prompt ended without a passkey (WebAuthn cannot
 * tell "none stored for this site" from "dismissed", L3 section 5.1.4.1 answers `NotAllowedError`
 * for both), or the passkey used belongs to no account here.
 */
export type PasskeyMissing = 'noPasskey' | 'noAccount';

/** What "Try again" on an error screen does, as data (the reducer stays pure). */
export type Retry =
  | { kind: 'show'; screen: AuthScreen }
  | { kind: 'sendCode'; otpType: OtpType; contact: string; back: AuthScreen; resent: boolean }
  | { kind: 'oauth'; provider: OAuthProviderName }
  | { kind: 'passkey'; signup: boolean };

/** Every screen of the modal, and what each needs to show itself. */
export type AuthScreen =
  /** The first screen; `contact`: its field when both e-mail and phone are offered. */
  | { name: 'methods'; contact?: ContactKind }
  /** A passkey login found no passkey or no account: try again, or create one. */
  | { name: 'passkey'; missing: PasskeyMissing }
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
    case 'passkey':
    case 'wallets':
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
    case 'passkey':
      return strings.passkeyLogin;
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
