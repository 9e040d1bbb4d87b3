import { useEffect, useReducer, useRef } from 'react';
import type { LoginResult, OAuthProviderName } from '../../core/index.js';
import type { OtpType } from '../../protocol/index.js';
import { useWalletKitContext } from '../context/useWalletKitContext.js';
import { useEmailOtp } from '../hooks/useEmailOtp.js';
import { useOAuth } from '../hooks/useOAuth.js';
import { usePasskeyLogin } from '../hooks/usePasskeyLogin.js';
import { usePasskeySignup } from '../hooks/usePasskeySignup.js';
import { useSmsOtp } from '../hooks/useSmsOtp.js';
import { type AuthFlowState, authFlowReducer, initialAuthFlow } from './authFlowReducer.js';
import { type AuthScreen, type CodeScreenState, METHODS, type Retry } from './authScreens.js';
import type { WalletKitStrings } from './defaultStrings.js';
import { formatString } from './formatString.js';
import { nextFrame } from './nextFrame.js';
import { providerLabel } from './providerLabel.js';
import { sessionNotKept } from './sessionNotKept.js';
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
  loginWithProvider(provider: OAuthProviderName): void;
  withPasskey(signup: boolean): void;
  /** What an error screen's "Try again" does. */
  retry(retry: Retry): void;
  /** A login finished elsewhere (the wallet screen): the success screen. */
  succeed(result: LoginResult | undefined): void;
}

/**
 * The modal's logins: each runs through the login hooks (which report its success and failure)
 * as one wait (`useWaitRunner`), and its outcome becomes an event of the screens' reducer
 * (authFlowReducer.ts). Used only while the modal is open: every opening starts afresh.
 */
export function useAuthFlow(strings: WalletKitStrings): AuthFlow {
  const { kit, modal, ui } = useWalletKitContext();
  const email = useEmailOtp();
  const sms = useSmsOtp();
  const oauth = useOAuth();
  const passkeyLogin = usePasskeyLogin();
  const passkeySignup = usePasskeySignup();
  const [state, dispatch] = useReducer(authFlowReducer, initialAuthFlow);
  const runner = useWaitRunner(dispatch, strings, kit.clock);
  const otpOf = (otpType: OtpType) => (otpType === 'OTP_TYPE_EMAIL' ? email : sms);

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
  const succeed = (result: LoginResult | undefined) => {
    if (!result) return;
    pendingSuccess.current?.();
    pendingSuccess.current = nextFrame(() => {
      pendingSuccess.current = undefined;
      dispatch({ type: 'succeeded', result });
    });
  };

  const sendCode = async (otpType: OtpType, contact: string, back: AuthScreen, resent: boolean) => {
    dispatch({ type: 'sending', otpType, contact });
    const handle = await runner.run(
      { label: strings.sendingCode, back },
      'send',
      { kind: 'sendCode', otpType, contact, back, resent },
      (signal) => otpOf(otpType).sendCode(contact, { signal }),
    );
    if (handle) {
      dispatch({ type: 'codeSent', otpType, contact, handle, sentAt: kit.clock.now(), resent });
    }
  };

  const verifyCode = async (code: CodeScreenState, typed: string) => {
    // The code screen stays up while its check starts: a second submit meanwhile (Enter on the
    // full boxes) must not abort the first and spend the code twice.
    if (runner.running()) return;
    const back: AuthScreen = { ...code, resent: false };
    const task = (signal: AbortSignal) =>
      otpOf(code.otpType).verifyCode(typed, { handle: code.handle, signal });
    succeed(
      await runner.run(
        { label: strings.verifyingCode, back },
        'verify',
        { kind: 'show', screen: back },
        task,
        code,
      ),
    );
  };

  const loginWithProvider = async (provider: OAuthProviderName) => {
    const wait = {
      label: formatString(strings.waitingForProvider, {
        provider: providerLabel(provider, strings),
      }),
      hint: strings.waitingForProviderHint,
      back: METHODS,
    };
    const retry: Retry = { kind: 'oauth', provider };
    if (ui.oauthMode === 'redirect') {
      await runner.run(wait, 'oauth', retry, (signal) => oauth.redirect({ provider, signal }));
      return;
    }
    succeed(await runner.run(wait, 'oauth', retry, (signal) => oauth.login({ provider, signal })));
  };

  const withPasskey = async (signup: boolean) => {
    const wait = {
      label: strings.waitingForPasskey,
      hint: strings.waitingForPasskeyHint,
      back: METHODS,
    };
    const task = (signal: AbortSignal) =>
      signup ? passkeySignup.signup({ signal }) : passkeyLogin.login({ signal });
    succeed(await runner.run(wait, 'passkey', { kind: 'passkey', signup }, task));
  };

  const flow: AuthFlow = {
    state,
    show: (screen) => dispatch({ type: 'show', screen }),
    cancel() {
      runner.abort();
      dispatch({ type: 'cancel' });
    },
    sendCode: (otpType, contact, back, resent) => void sendCode(otpType, contact, back, resent),
    verifyCode: (code, typed) => void verifyCode(code, typed),
    loginWithProvider: (provider) => void loginWithProvider(provider),
    withPasskey: (signup) => void withPasskey(signup),
    retry(retry) {
      if (retry.kind === 'show') flow.show(retry.screen);
      else if (retry.kind === 'sendCode') {
        flow.sendCode(retry.otpType, retry.contact, retry.back, retry.resent);
      } else if (retry.kind === 'oauth') flow.loginWithProvider(retry.provider);
      else flow.withPasskey(retry.signup);
    },
    succeed,
  };
  return flow;
}
