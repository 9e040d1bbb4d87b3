import type { Dispatch } from 'react';
import { initOtp, type LoginResult, verifyOtp } from '../../core/index.js';
import type { OtpType } from '../../protocol/index.js';
import { useWalletKitContext } from '../context/useWalletKitContext.js';
import type { AuthFlowEvent } from './authFlowReducer.js';
import type { AuthScreen, CodeScreenState } from './authScreens.js';
import type { WalletKitStrings } from './defaultStrings.js';
import { reported } from './reported.js';
import type { WaitRunner } from './useWaitRunner.js';

/**
 * The modal's one-time-password login (spec "OTP flow (ordered)"): send a code (core `initOtp`),
 * then check what was typed (core `verifyOtp`, which signs a new user up with the provider's
 * `signup` settings). Each is one wait, whose failure lands on the screen it came from.
 */
export function useOtpFlow(
  runner: WaitRunner,
  dispatch: Dispatch<AuthFlowEvent>,
  succeed: (result: LoginResult | undefined) => void,
  strings: WalletKitStrings,
) {
  const { kit, report, signup } = useWalletKitContext();
  // What a new user gets: the provider's `signup` settings.
  const withSignup = signup ? { signup } : {};
  const sendCode = async (otpType: OtpType, contact: string, back: AuthScreen, resent: boolean) => {
    dispatch({ type: 'sending', otpType, contact });
    const handle = await runner.run(
      { label: strings.sendingCode, back },
      'send',
      { kind: 'sendCode', otpType, contact, back, resent },
      (signal) => reported(report, initOtp(kit, { otpType, contact, signal })),
    );
    if (handle) {
      dispatch({ type: 'codeSent', otpType, contact, handle, sentAt: kit.clock.now(), resent });
    }
  };

  const verifyCode = async (code: CodeScreenState, typed: string) => {
    // The code screen stays up while its check starts: a second submit meanwhile (Enter on the
    // full boxes) must not abort the first and spend the code twice.
    if (runner.running()) return;
    // Where a failure lands: the code screen, with what was typed.
    const { problem: _, ...rest } = code;
    const back: AuthScreen = { ...rest, resent: false, typed };
    const task = (signal: AbortSignal) =>
      reported(
        report,
        verifyOtp(kit, { handle: code.handle, code: typed, ...withSignup, signal }),
        report.login,
      );
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
  return { sendCode, verifyCode };
}
