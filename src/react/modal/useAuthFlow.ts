import { useEffect, useRef, useState } from 'react';
import { isKitError, type LoginResult, type OAuthProviderName } from '../../core/index.js';
import type { OtpType } from '../../protocol/index.js';
import { useWalletKitContext } from '../context/useWalletKitContext.js';
import { useEmailOtp } from '../hooks/useEmailOtp.js';
import { useOAuth } from '../hooks/useOAuth.js';
import { usePasskeyLogin } from '../hooks/usePasskeyLogin.js';
import { usePasskeySignup } from '../hooks/usePasskeySignup.js';
import { useSmsOtp } from '../hooks/useSmsOtp.js';
import { type AuthScreen, backOf, type CodeScreenState, METHODS, titleOf } from './authScreens.js';
import type { WalletKitStrings } from './defaultStrings.js';
import { type ErrorStep, errorMessage } from './errorMessage.js';
import { formatString } from './formatString.js';
import { nextFrame } from './nextFrame.js';
import { providerLabel } from './providerLabel.js';

/**
 * How long a code check runs before the busy screen shows (its first request leaves at once):
 * under the 0.1-1 s span in which a wait still reads as the system keeping up, and past a
 * typical check, so a fast login shows no spinner at all.
 */
export const BUSY_DELAY_MS = 300;

export interface AuthFlowState {
  screen: AuthScreen;
  /** Where the header's back button leads: none on the first screen, nor during a wait. */
  back: AuthScreen | undefined;
  /** The e-mail address last submitted (the e-mail screen starts from it when revisited). */
  lastEmail: string;
  /** Shows a screen (a choice or a back step; nothing runs). */
  go(screen: AuthScreen): void;
  /** Abandons the wait on screen (its login ends with `USER_CANCELLED`) and goes back. */
  cancel(): void;
  sendCode(otpType: OtpType, contact: string, resent: boolean): void;
  verifyCode(code: CodeScreenState, typed: string): void;
  loginWithProvider(provider: OAuthProviderName): void;
  withPasskey(signup: boolean): void;
  /** A login finished elsewhere (the wallet screen): the success screen. */
  succeed(result: LoginResult | undefined): void;
}

/**
 * The modal's state: which screen shows, and each login it runs. A small state machine over the
 * screens; each wait runs with an `AbortController` that leaving it (cancel, another method, the
 * modal unmounting when it closes) aborts, so an in-flight login ends with `USER_CANCELLED`.
 * Used only while the modal is open: every opening starts afresh.
 */
export function useAuthFlow(strings: WalletKitStrings): AuthFlowState {
  const { kit, modal, ui } = useWalletKitContext();
  const email = useEmailOtp();
  const sms = useSmsOtp();
  const oauth = useOAuth();
  const passkeyLogin = usePasskeyLogin();
  const passkeySignup = usePasskeySignup();
  const [screen, setScreen] = useState<AuthScreen>(METHODS);
  const [lastEmail, setLastEmail] = useState('');
  const flow = useRef<AbortController | undefined>(undefined);

  useEffect(() => () => flow.current?.abort(), []);

  const closeAfterSuccess = ui.closeOnSuccessMs ?? 1500;
  useEffect(() => {
    if (screen.name !== 'success' || closeAfterSuccess === false) return;
    const timer = kit.clock.setTimeout(() => modal.close(), closeAfterSuccess);
    return () => kit.clock.clearTimeout(timer);
  }, [screen, closeAfterSuccess, kit, modal]);

  /**
   * Runs one wait: the busy screen, then `onDone`, or an error screen whose "try again" runs
   * `retry`. The user cancelling (a closed popup, a dismissed passkey prompt) returns quietly to
   * `back`. `task` starts synchronously, inside the click that called `run` (popups need it).
   * `from`: the screen the wait starts on, which stays up for `BUSY_DELAY_MS` before the busy
   * screen replaces it: most code checks finish sooner, and then no spinner flashes between the
   * code and the success screen. Swapping screens (unmount, mount, focus, layout, the spinner's
   * frames) while the check's requests are in flight also slowed the login itself: on the
   * 2-core bench machine it took CPU from the service's answers (issue 14, case (a): 78-86 ->
   * 67-70 ms p50, paired).
   */
  const run = async <T>(
    busy: { label: string; hint?: string },
    step: ErrorStep,
    back: AuthScreen,
    retry: () => void,
    task: (signal: AbortSignal) => Promise<T>,
    from?: AuthScreen,
  ): Promise<T | undefined> => {
    flow.current?.abort();
    const controller = new AbortController();
    flow.current = controller;
    const busyScreen: AuthScreen = { name: 'busy', title: titleOf(back, strings), ...busy, back };
    let cancelBusy: (() => void) | undefined;
    if (from) {
      // Only if the wait is still on and the user has not moved elsewhere meanwhile.
      const timer = kit.clock.setTimeout(
        () => setScreen((shown) => (shown === from ? busyScreen : shown)),
        BUSY_DELAY_MS,
      );
      cancelBusy = () => kit.clock.clearTimeout(timer);
    } else {
      setScreen(busyScreen);
    }
    try {
      return await task(controller.signal);
    } catch (error) {
      if (controller.signal.aborted) return undefined;
      if (isKitError(error, 'USER_CANCELLED')) setScreen(back);
      else setScreen({ name: 'error', message: errorMessage(error, step, strings), retry, back });
      return undefined;
    } finally {
      cancelBusy?.();
      if (flow.current === controller) flow.current = undefined;
    }
  };

  const pendingSuccess = useRef<(() => void) | undefined>(undefined);
  useEffect(() => () => pendingSuccess.current?.(), []);
  const succeed = (result: LoginResult | undefined) => {
    if (!result) return;
    modal.succeed(result);
    // The page's signed-in state paints first: the success screen (its render, the focus move,
    // its layout) comes the frame after the session was adopted, never ahead of it (issue 14).
    pendingSuccess.current?.();
    pendingSuccess.current = nextFrame(() => {
      pendingSuccess.current = undefined;
      setScreen({ name: 'success', result });
    });
  };

  const otpOf = (otpType: OtpType) => (otpType === 'OTP_TYPE_EMAIL' ? email : sms);

  const sendCode = async (otpType: OtpType, contact: string, resent: boolean) => {
    if (otpType === 'OTP_TYPE_EMAIL') setLastEmail(contact);
    const entry: AuthScreen = resent
      ? { name: 'code', otpType, contact, sentAt: kit.clock.now(), resent: false }
      : { name: otpType === 'OTP_TYPE_EMAIL' ? 'email' : 'phone' };
    const handle = await run(
      { label: strings.sendingCode },
      'send',
      entry,
      () => void sendCode(otpType, contact, resent),
      (signal) => otpOf(otpType).sendCode(contact, { signal }),
    );
    if (handle) setScreen({ name: 'code', otpType, contact, sentAt: kit.clock.now(), resent });
  };

  const verifyCode = async (code: CodeScreenState, typed: string) => {
    // The code screen stays up for a frame while its check starts: a second submit meanwhile
    // (Enter on the full boxes) must not abort the first and spend the code twice.
    if (flow.current) return;
    const retryScreen: AuthScreen = { ...code, resent: false };
    succeed(
      await run(
        { label: strings.verifyingCode },
        'verify',
        retryScreen,
        () => setScreen(retryScreen),
        (signal) => otpOf(code.otpType).verifyCode(typed, { signal }),
        code,
      ),
    );
  };

  const loginWithProvider = async (provider: OAuthProviderName) => {
    const name = providerLabel(provider, strings);
    const busy = {
      label: formatString(strings.waitingForProvider, { provider: name }),
      hint: strings.waitingForProviderHint,
    };
    const retry = () => void loginWithProvider(provider);
    if (ui.oauthMode === 'redirect') {
      await run(busy, 'oauth', METHODS, retry, (signal) => oauth.redirect({ provider, signal }));
      return;
    }
    succeed(
      await run(busy, 'oauth', METHODS, retry, (signal) => oauth.login({ provider, signal })),
    );
  };

  const withPasskey = async (signup: boolean) => {
    const busy = { label: strings.waitingForPasskey, hint: strings.waitingForPasskeyHint };
    const retry = () => void withPasskey(signup);
    succeed(
      await run(busy, 'passkey', METHODS, retry, (signal) =>
        signup ? passkeySignup.signup({ signal }) : passkeyLogin.login({ signal }),
      ),
    );
  };

  return {
    screen,
    back: screen.name === 'busy' ? undefined : backOf(screen),
    lastEmail,
    go: setScreen,
    cancel() {
      flow.current?.abort();
      if (screen.name === 'busy') setScreen(screen.back);
    },
    sendCode: (otpType, contact, resent) => void sendCode(otpType, contact, resent),
    verifyCode: (code, typed) => void verifyCode(code, typed),
    loginWithProvider: (provider) => void loginWithProvider(provider),
    withPasskey: (signup) => void withPasskey(signup),
    succeed,
  };
}
