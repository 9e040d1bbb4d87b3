import { useEffect, useRef } from 'react';
import {
  type LoginResult,
  loginWithOAuthPopup,
  type OAuthProviderName,
  startOAuthRedirect,
} from '../../core/index.js';
import type { OtpType } from '../../protocol/index.js';
import { useWalletKitContext } from '../context/useWalletKitContext.js';
import type { AuthFlowState, PhoneDraft } from './authFlowReducer.js';
import { type AuthScreen, type CodeScreenState, METHODS, type Retry } from './authScreens.js';
import type { WalletKitStrings } from './defaultStrings.js';
import { failureDescriber } from './failures/describeFailure.js';
import { formatString } from './formatString.js';
import { nextFrame } from './nextFrame.js';
import { oauthModeOf } from './oauthMode.js';
import { providerLabel } from './providerLabel.js';
import { reported } from './reported.js';
import { sessionNotKept } from './sessionNotKept.js';
import { useOtpFlow } from './useOtpFlow.js';
import { useParkedFlow } from './useParkedFlow.js';
import { usePasskeyFlow } from './usePasskeyFlow.js';
import { useRedirectReturn } from './useRedirectReturn.js';
import { useWaitRunner } from './useWaitRunner.js';

export { BUSY_DELAY_MS } from './useWaitRunner.js';

/** What the modal's screens can do: the state and the verbs that change it. */
export interface AuthFlow {
  state: AuthFlowState;
  /** Shows a screen (a choice or a back step; nothing runs). */
  show(screen: AuthScreen): void;
  /** Abandons the wait on screen (its login ends with `USER_CANCELLED`) and goes back. */
  cancel(): void;
  /** Sends a code (again, from the code screen: `back` is that screen). */
  sendCode(otpType: OtpType, contact: string, back: AuthScreen, resent: boolean): void;
  verifyCode(code: CodeScreenState, typed: string): void;
  /** A social login, by popup or redirect (`ui.oauthMode`), or as `mode` says. */
  loginWithProvider(provider: OAuthProviderName, mode?: 'popup' | 'redirect'): void;
  /**
   * A passkey login (which, finding no passkey or no account, offers to create one), or a
   * signup, which first asks the passkey's name (the passkey-name screen).
   */
  withPasskey(signup: boolean): void;
  /** Creates a passkey named `name` (the user's e-mail or phone number) and an account with it. */
  createPasskey(name: string): void;
  /** The phone field was submitted as this: it is filled in again when revisited. */
  rememberPhone(draft: PhoneDraft): void;
  /** The e-mail field holds this, sent or not: it is filled in again when revisited. */
  rememberEmail(typed: string): void;
  /** What an error screen's action does. */
  retry(retry: Retry): void;
  /** A login finished elsewhere (the wallet screen): the success screen. */
  succeed(result: LoginResult | undefined): void;
}

/**
 * The modal's logins: each runs core's action as one wait (`useWaitRunner`), reported as the
 * login hooks report theirs (reported.ts), and its outcome becomes an event of the screens' reducer
 * (authFlowReducer.ts). Used only while the modal is open; the flow it leaves when the modal
 * closes mid-way is parked with the provider's modal controller and picked up by the next
 * opening (a code sent a minute ago is still good), and a social login that went by
 * redirect is finished here when the page comes back.
 */
export function useAuthFlow(strings: WalletKitStrings): AuthFlow {
  const { kit, modal, ui, report, signup } = useWalletKitContext();
  // What a new user gets: the provider's `signup` settings.
  const withSignup = signup ? { signup } : {};
  const [state, dispatch] = useParkedFlow(kit, modal);

  // A page of the app's own that finishes a redirect login (oauthMode.ts): the kit's option only,
  // since the configuration's may be a page that completes popups only (the sandbox's default).
  const redirectUrl = kit.options.oauth.redirectUrl;
  const runner = useWaitRunner(dispatch, failureDescriber(kit, strings, redirectUrl), kit.clock);

  const closeAfterSuccess = ui.closeOnSuccessMs ?? 1500;
  const succeeded = state.screen.name === 'success';
  useEffect(() => {
    // A notice that the browser will not keep the session stays until the user closes it.
    if (!succeeded || closeAfterSuccess === false) return;
    if (sessionNotKept(kit.session.getSnapshot().persistence)) return;
    const timer = kit.clock.setTimeout(() => modal.close(), closeAfterSuccess);
    return () => kit.clock.clearTimeout(timer);
  }, [succeeded, closeAfterSuccess, kit, modal]);

  // The page's signed-in state paints first: the success screen (its render, the focus move, its
  // layout) comes the frame after the session was adopted, never ahead of it.
  const pendingSuccess = useRef<(() => void) | undefined>(undefined);
  useEffect(() => () => pendingSuccess.current?.(), []);
  const succeed = (result: LoginResult | undefined | null) => {
    if (!result) return;
    pendingSuccess.current?.();
    pendingSuccess.current = nextFrame(() => {
      pendingSuccess.current = undefined;
      dispatch({ type: 'succeeded', result });
    });
  };

  const { sendCode, verifyCode } = useOtpFlow(runner, dispatch, succeed, strings);

  const loginWithProvider = async (provider: OAuthProviderName, mode?: 'popup' | 'redirect') => {
    const wait = {
      label: formatString(strings.waitingForProvider, {
        provider: providerLabel(provider, strings),
      }),
      hint: strings.waitingForProviderHint,
      back: METHODS,
    };
    const retry: Retry = { kind: 'oauth', provider };
    if ((mode ?? oauthModeOf(ui.oauthMode, redirectUrl)) === 'redirect') {
      // The page leaves for the provider: the wait shows until it has gone.
      await runner.run({ label: wait.label, back: METHODS }, 'oauth', retry, (signal) =>
        reported(report, startOAuthRedirect(kit, { provider, ...withSignup, signal })),
      );
      return;
    }
    // Started inside the click: a popup opened after an `await` is blocked.
    const login = (signal: AbortSignal) =>
      reported(report, loginWithOAuthPopup(kit, { provider, ...withSignup, signal }), report.login);
    succeed(await runner.run(wait, 'oauth', retry, login));
  };

  const { withPasskey, createPasskey } = usePasskeyFlow(runner, dispatch, succeed, strings);

  useRedirectReturn(runner, succeed, strings);

  const flow: AuthFlow = {
    state,
    show: (screen) => dispatch({ type: 'show', screen }),
    cancel() {
      runner.abort();
      dispatch({ type: 'cancel' });
    },
    sendCode: (otpType, contact, back, resent) => void sendCode(otpType, contact, back, resent),
    verifyCode: (code, typed) => void verifyCode(code, typed),
    loginWithProvider: (provider, mode) => void loginWithProvider(provider, mode),
    withPasskey: (signup) => void withPasskey(signup),
    createPasskey: (name) => void createPasskey(name),
    rememberPhone: (draft) => dispatch({ type: 'phoneDraft', draft }),
    rememberEmail: (email) => dispatch({ type: 'emailDraft', email }),
    retry(retry) {
      if (retry.kind === 'show') flow.show(retry.screen);
      else if (retry.kind === 'sendCode') {
        flow.sendCode(retry.otpType, retry.contact, retry.back, retry.resent);
      } else if (retry.kind === 'oauth') flow.loginWithProvider(retry.provider, retry.mode);
      else if (retry.kind === 'passkeyLogin') flow.withPasskey(false);
      else flow.createPasskey(retry.name);
    },
    succeed,
  };
  return flow;
}
