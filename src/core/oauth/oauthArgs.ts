import type { SignupOptions } from '../login/loginResult.js';
import type { OAuthProviderName } from './oauthProviders.js';

/** What the OAuth actions take; here, below the ceremonies, so no import runs back up. */
export interface LoginWithOAuthArgs {
  provider: OAuthProviderName;
  signup?: SignupOptions;
  signal?: AbortSignal;
}

export interface StartOAuthRedirectArgs extends LoginWithOAuthArgs {
  /** Where the redirect page sends the user back to. Default: the current page. */
  returnTo?: string;
}
