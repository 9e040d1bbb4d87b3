/**
 * The passkey screen's words (see `defaultStrings`; apps replace them the same way, through
 * `ui.strings`). They ride in that screen's chunk: it shows only after a passkey login found no
 * passkey, or none this app knows.
 */
export const defaultPasskeyStrings = {
  passkeyNone:
    'No passkey was used. New here, or no passkey on this device yet? Create one: it replaces a password.',
  passkeyNoAccount:
    'This passkey isn’t linked to an account here. Create a new passkey to sign up, or try another one.',
  passkeySignup: 'Create a passkey',
};
