import type { defaultFailureStrings } from './failures/failureStrings.js';
import type { defaultPhoneStrings } from './phone/defaultPhoneStrings.js';
import type { defaultWalletStrings } from './wallets/defaultWalletStrings.js';

/**
 * Every word the modal shows, in English. Apps replace any of them through the provider's
 * `ui.strings` (merged over these). `{name}` placeholders are filled in at render time.
 */
export const defaultStrings = {
  loginButton: 'Log in',
  logoutButton: 'Log out',
  close: 'Close',
  back: 'Back',
  loading: 'Loading…',
  /** The first screen. `{appName}` is the app's name from `wallet_kit_config` or `ui.appName`. */
  methodsTitle: 'Log in or sign up',
  methodsSubtitle: 'to {appName}',
  /** The social logins' row (its accessible name) and each button's name. */
  socialLogins: 'Social logins',
  continueWithProvider: 'Continue with {provider}',
  passkeyLogin: 'Continue with a passkey',
  continueWithWallet: 'Continue with a wallet',
  walletsTitle: 'Choose a wallet',
  or: 'or',
  noMethods: 'No login method is enabled for this app.',
  /** The terms line (`ui.termsUrl`, `ui.privacyUrl`): `{terms}` and `{privacy}` are the links. */
  termsAndPrivacy: 'By continuing, you agree to the {terms} and the {privacy}.',
  termsOnly: 'By continuing, you agree to the {terms}.',
  privacyOnly: 'By continuing, you agree to the {privacy}.',
  termsLink: 'Terms of Service',
  privacyLink: 'Privacy Policy',
  /** The contact field: e-mail, or phone (its words: `defaultPhoneStrings`). */
  emailLabel: 'Email address',
  emailPlaceholder: 'you@example.com',
  emailInvalid: 'Enter an email address like name@example.com.',
  usePhone: 'Use a phone number instead',
  useEmail: 'Use an email address instead',
  sendCode: 'Continue',
  /** Code entry. */
  codeTitle: 'Enter your code',
  codeSentTo: 'We sent a code to {contact}.',
  codeCharacterLabel: 'Character {index} of {length}',
  codeIncomplete: 'Enter all {length} characters of the code.',
  verify: 'Verify',
  resend: 'Send a new code',
  resendIn: 'Send a new code in {seconds} s',
  resent: 'We sent you a new code.',
  /** Naming a new passkey: the browser lists it under this name. */
  passkeyNameTitle: 'Create a passkey',
  passkeyNameText:
    'Your device saves the passkey under this name, so you can tell which account it opens.',
  passkeyNameLabel: 'Email or phone number',
  passkeyNameInvalid: 'Enter your email address or phone number.',
  createPasskey: 'Create passkey',
  /** Progress. */
  sendingCode: 'Sending your code…',
  verifyingCode: 'Checking your code…',
  waitingForProvider: 'Waiting for {provider}…',
  waitingForProviderHint: 'Complete the sign-in in the window that opened.',
  waitingForPasskey: 'Waiting for your passkey…',
  waitingForPasskeyHint: 'Follow the prompt from your browser or device.',
  finishingWithProvider: 'Finishing sign-in with {provider}…',
  cancel: 'Cancel',
  /** Outcomes. */
  errorTitle: 'That didn’t work',
  retry: 'Try again',
  successTitle: 'You’re signed in',
  successBody: 'Welcome! You can continue to {appName}.',
  successNewAccount: 'Your account is ready. You can continue to {appName}.',
  /** Shown with success when the session cannot outlive the page (`snapshot.persistence`). */
  sessionNotKept: 'This browser won’t keep you signed in: a reload signs you out.',
  done: 'Continue',
  /** Provider names, as buttons show them. */
  providerGoogle: 'Google',
  providerApple: 'Apple',
  providerFacebook: 'Facebook',
  providerX: 'X',
  providerDiscord: 'Discord',
  /** Errors, in words a person understands (mapped from `KitError.code` by `errorMessage`). */
  errorCodeInvalid: 'That code didn’t work. Check it and try again, or send a new code.',
  errorCodeExpired: 'That code has expired. Send a new code.',
  errorCodeUsed: 'That code was already used. Send a new code.',
  /**
   * `{amount}`: how far the device's clock is off (`CLOCK_SKEW`), in the unit below that reads
   * best (minutes under 2 h, hours under 2 days, else days); `{minutes}` is there too.
   */
  errorClockSkew: 'Your device’s clock is off by about {amount}. Correct it and try again.',
  clockOffMinutes: '{count} min',
  clockOffHours: '{count} h',
  clockOffDays: '{count} days',
  errorTooManyAttempts: 'Too many attempts. Wait a moment, then try again.',
  errorNetwork: 'We couldn’t reach the server. Check your connection and try again.',
  errorTimeout: 'The server took too long to answer. Try again.',
  errorPopupBlocked:
    'Your browser blocked the sign-in window. Allow pop-ups for this site and try again.',
  errorPasskeyUnsupported: 'Passkeys aren’t available in this browser or on this device.',
  errorPasskeyFailed: 'Your passkey couldn’t be used. Try again, or choose another way to sign in.',
  errorPasskeyNotFound:
    'This passkey isn’t linked to an account for this app. Create a new passkey, or use another one.',
  errorInvalidInput: 'Something you entered wasn’t accepted. Check it and try again.',
  errorNotAllowed: 'This sign-in method isn’t allowed for this app.',
  errorSessionExpired: 'Your sign-in took too long. Start again.',
  errorSecurity:
    'We couldn’t verify the server’s answer, so we stopped for your safety. Try again.',
  errorStorage:
    'Your browser’s storage is unavailable (private mode?). Allow site data and try again.',
  errorUnavailable: 'The service is unavailable right now. Try again in a moment.',
  errorGeneric: 'Something went wrong. Try again.',
};

export type WalletKitStrings = typeof defaultStrings;
/**
 * The wallet screen's strings (`defaultWalletStrings`, kept with the wallet screen so that an
 * app that never shows it does not bundle them); `ui.strings` overrides them too.
 */
export type WalletScreenStrings = typeof defaultWalletStrings;
/**
 * The failure paths' strings (`defaultFailureStrings`, loaded with them); `ui.strings` overrides
 * them too.
 */
export type FailureStrings = typeof defaultFailureStrings;
/** The phone field's strings (`defaultPhoneStrings`, in the phone field's chunk likewise). */
export type PhoneFieldStrings = typeof defaultPhoneStrings;
/** Every string of the modal, as `ui.strings` takes them. */
export type ModalStrings = WalletKitStrings & WalletScreenStrings & PhoneFieldStrings;
export type WalletKitStringKey = keyof WalletKitStrings;

/** Codes whose message belongs to the step the user is on (see `errorMessage`). */
export type ErrorStringKey = Extract<WalletKitStringKey, `error${string}`>;
