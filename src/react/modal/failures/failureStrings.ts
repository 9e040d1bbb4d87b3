/**
 * The words of the modal's failure paths (see `defaultStrings`; apps replace them the same way,
 * through `ui.strings`): kept with the code that shows them (describeFailure.ts, the code screen),
 * in the login flow's chunk, not in the page's first load. `{wait}` is a duration
 * (`durationSeconds`, `durationMinutes`).
 */
export const defaultFailureStrings = {
  /** A wait the service asks for (`Retry-After`). */
  durationSeconds: '{count} s',
  durationMinutes: '{count} min',
  resendInMinutes: 'Send a new code in {minutes} min',
  /** Ways on from a failure, besides "Try again". */
  createPasskeyAction: 'Create a passkey',
  useAnotherPasskey: 'Use another passkey',
  continueInThisTab: 'Continue in this tab',
  retryPopup: 'Try the pop-up again',
  otherMethods: 'Choose another way',
  /** Each kind of failure's title (the generic one is `errorTitle`). */
  failedPopupBlocked: 'Pop-up blocked',
  failedNoPasskey: 'No passkey on this device',
  failedCodeUsed: 'Code used up',
  failedCodeExpired: 'Code expired',
  failedTooManyTries: 'Too many tries',
  failedOffline: 'No connection',
  failedClock: 'Device clock is off',
  /** The code screen's words agree with its resend button, which counts down the wait. */
  errorCodeSpent:
    'This code was entered wrongly too many times and no longer works. Get a new code below.',
  errorCodeLocked:
    'For your safety, codes are paused after too many wrong tries. You can get a new code in {wait}.',
  errorTooManyAttemptsWait: 'Too many attempts. Try again in {wait}.',
  /** The same failure once its wait is over, and the way on while it runs. */
  errorTooManyAttemptsOver: 'Too many attempts, but the wait is over. Try again now.',
  retryInWait: 'Try again in {wait}',
  errorPopupBlockedRedirect:
    'Your browser blocked the sign-in window. Continue in this tab instead, or allow pop-ups for this site and try again.',
  errorPasskeyNoneHere:
    'No passkey was used. If you don’t have a passkey for this app on this device yet, create one.',
  errorPasskeyNotUsed:
    'Your passkey wasn’t used: the prompt was closed, or your device couldn’t confirm it’s you (fingerprint, face or screen lock). Try again.',
  errorPasskeyNotCreated:
    'No passkey was created: the prompt was closed, or your device couldn’t confirm it’s you. Try again.',
};

/** The app's strings over these defaults (`strings` holds the app's `ui.strings` already). */
export const withFailureStrings = <S extends object>(
  strings: S,
): typeof defaultFailureStrings & S => ({
  ...defaultFailureStrings,
  ...strings,
});
