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
  /** Shown in the browser's passkey picker (`user.name`). Default `userName` or "Wallet user". */
  passkeyUserName?: string;
  signal?: AbortSignal;
}
