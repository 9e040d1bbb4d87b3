import type { SignupOptions } from '../login/loginResult.js';

/** What the passkey actions take; here, below the ceremonies, so no import runs back up. */
export interface LoginWithPasskeyArgs {
  /**
   * The user's sub-organization, when the app knows it: one passkey prompt. Without it, a first
   * prompt finds which passkey the user picks and `account` by `CREDENTIAL_ID` its organization
   * (the `stamp_login` body names the organization, so it must be known before it is signed).
   */
  organizationId?: string;
  signal?: AbortSignal;
}

export interface SignupWithPasskeyArgs extends SignupOptions {
  /** The passkey's name in the user's account (`authenticatorName`). Default: the app name. */
  authenticatorName?: string;
  /**
   * The passkey's name in the browser's passkey list and picker (`user.name`, `displayName`):
   * name it after the user's contact (their e-mail or phone number) so they recognise which
   * account it opens. Default `userName`, else the app's name and today's date.
   */
  passkeyUserName?: string;
  signal?: AbortSignal;
}
