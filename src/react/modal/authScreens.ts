import type { LoginResult } from '../../core/index.js';
import type { OtpType } from '../../protocol/index.js';
import type { WalletKitStrings } from './defaultStrings.js';

/** The code screen: where the code went, and when (the resend cooldown counts from `sentAt`). */
export interface CodeScreenState {
  name: 'code';
  otpType: OtpType;
  contact: string;
  sentAt: number;
  resent: boolean;
}

/** Every screen of the modal, and what each needs to show itself. */
export type AuthScreen =
  | { name: 'methods' }
  | { name: 'email' }
  | { name: 'phone' }
  | { name: 'wallets' }
  | CodeScreenState
  | { name: 'busy'; title: string; label: string; hint?: string; back: AuthScreen }
  | { name: 'error'; message: string; retry: () => void; back: AuthScreen | undefined }
  | { name: 'success'; result: LoginResult };

export const METHODS: AuthScreen = { name: 'methods' };

/** Where the header's back button leads from each screen (none from the first). */
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

/** The dialog's title on each screen (a wait keeps the title of the screen it started from). */
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
      return screen.title;
    case 'error':
      return strings.errorTitle;
    case 'success':
      return strings.successTitle;
  }
}
