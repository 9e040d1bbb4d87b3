import { useMutation } from '@tanstack/react-query';
import type { LoginResult, SignupOptions } from '../../core/flows/loginResult.js';
import { loginWithOAuthPopup } from '../../core/flows/loginWithOAuthPopup.js';
import type { OAuthProviderName } from '../../core/flows/oauthProviders.js';
import { startOAuthRedirect } from '../../core/flows/startOAuthRedirect.js';
import { reportError } from '../context/reportError.js';
import { useWalletKitContext } from '../context/useWalletKitContext.js';
import { adoptStarted } from '../query/adoptStarted.js';
import { oauthLoginMutationOptions } from '../query/oauthLoginMutationOptions.js';

export interface OAuthLoginOptions {
  /** What a new user gets (default: the provider's `signup`). */
  signup?: SignupOptions;
  signal?: AbortSignal;
}

/**
 * Social login with one provider. `login()` runs it in a popup: call it from a click handler
 * (the popup opens at once, inside the gesture). `redirect()` leaves the page instead (for
 * mobile); the login then finishes with `resumeOAuthRedirect` after the return.
 */
export function useOAuth(provider: OAuthProviderName) {
  const { kit, callbacks, signup } = useWalletKitContext();
  const mutation = useMutation({
    ...oauthLoginMutationOptions(kit),
    onSuccess: (result) => callbacks().onAuthenticationSuccess?.(result),
    onError: (error) => reportError(callbacks(), error),
  });
  const argsOf = (options: OAuthLoginOptions) => {
    const chosen = options.signup ?? signup;
    return {
      provider,
      ...(chosen ? { signup: chosen } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    };
  };
  return {
    ...mutation,
    login: (options: OAuthLoginOptions = {}): Promise<LoginResult> => {
      const args = argsOf(options);
      return mutation.mutateAsync({
        ...args,
        started: adoptStarted(loginWithOAuthPopup(kit, args)),
      });
    },
    redirect: (options: OAuthLoginOptions & { returnTo?: string } = {}): Promise<void> =>
      startOAuthRedirect(kit, {
        ...argsOf(options),
        ...(options.returnTo ? { returnTo: options.returnTo } : {}),
      }),
  };
}
