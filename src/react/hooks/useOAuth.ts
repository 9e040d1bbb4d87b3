import {
  KitError,
  type LoginResult,
  loginWithOAuthPopup,
  type OAuthProviderName,
  type SignupOptions,
  startOAuthRedirect,
} from '../../core/index.js';
import { useWalletKitContext } from '../context/useWalletKitContext.js';
import { adoptStarted } from '../query/adoptStarted.js';
import {
  type OAuthLoginVariables,
  oauthLoginMutationOptions,
} from '../query/oauthLoginMutationOptions.js';
import type { MutationParameters } from './useKitMutation.js';
import { useLoginMutation } from './useLoginMutation.js';

export interface OAuthLoginOptions {
  /** Another provider than the hook's. */
  provider?: OAuthProviderName;
  /** What a new user gets (default: the provider's `signup`). */
  signup?: SignupOptions;
  signal?: AbortSignal;
}

export interface UseOAuthParameters {
  /** The provider of every call that names none. */
  provider?: OAuthProviderName;
  /** TanStack options of the login mutation. */
  mutation?: MutationParameters<LoginResult, OAuthLoginVariables>;
}

/**
 * Social login (with the hook's provider, or the one each call names). `login()` runs it in a
 * popup: call it from a click handler (the popup opens at once, inside the gesture).
 * `redirect()` leaves the page instead (for mobile); the login then finishes with
 * `resumeOAuthRedirect` after the return.
 */
export function useOAuth(parameters: UseOAuthParameters = {}) {
  const { provider } = parameters;
  const { kit, signup } = useWalletKitContext();
  const mutation = useLoginMutation(oauthLoginMutationOptions(kit), parameters.mutation);
  const argsOf = (options: OAuthLoginOptions) => {
    const chosen = options.signup ?? signup;
    const name = options.provider ?? provider;
    if (!name) throw new KitError('INVALID_ARGUMENT', 'useOAuth: name a provider');
    return {
      provider: name,
      ...(chosen ? { signup: chosen } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    };
  };
  return {
    ...mutation,
    login: (options: OAuthLoginOptions = {}): Promise<LoginResult> => {
      let args: ReturnType<typeof argsOf>;
      try {
        args = argsOf(options);
      } catch (error) {
        return Promise.reject(error);
      }
      return mutation.mutateAsync({
        ...args,
        started: adoptStarted(loginWithOAuthPopup(kit, args)),
      });
    },
    redirect: async (options: OAuthLoginOptions & { returnTo?: string } = {}): Promise<void> =>
      startOAuthRedirect(kit, {
        ...argsOf(options),
        ...(options.returnTo ? { returnTo: options.returnTo } : {}),
      }),
  };
}
