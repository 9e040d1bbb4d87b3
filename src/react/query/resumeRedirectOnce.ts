import { type LoginResult, resumeOAuthRedirect, type WalletKit } from '../../core/index.js';

export interface RedirectResultArgs {
  /** The page's URL, when it is itself the OAuth redirect page (`resumeOAuthRedirect`). */
  url?: string;
  onLogin?: (result: LoginResult) => void;
  onError?: (error: unknown) => void;
}

const runs = new WeakMap<WalletKit, Promise<LoginResult | null>>();

/**
 * Finishes a redirect-mode social login once per kit, however many ask (the modal, the app's
 * `useOAuthRedirectResult`, StrictMode's second mount): the pending login is used up by the first
 * run, so every later caller gets that run's outcome, reported once (`onLogin`, `onError`). No
 * abort signal: leaving a component must not cancel a login the provider already granted.
 */
export function resumeRedirectOnce(
  kit: WalletKit,
  args: RedirectResultArgs = {},
): Promise<LoginResult | null> {
  let run = runs.get(kit);
  if (!run) {
    run = resumeOAuthRedirect(kit, args.url ? { url: args.url } : {}).then(
      (result) => {
        if (result) args.onLogin?.(result);
        return result;
      },
      (error: unknown) => {
        args.onError?.(error);
        throw error;
      },
    );
    runs.set(kit, run);
  }
  return run;
}
