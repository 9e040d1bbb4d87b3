import type { Dispatch } from 'react';
import { type LoginResult, loginWithPasskey, signupWithPasskey } from '../../core/index.js';
import { useWalletKitContext } from '../context/useWalletKitContext.js';
import type { AuthFlowEvent } from './authFlowReducer.js';
import { METHODS } from './authScreens.js';
import type { WalletKitStrings } from './defaultStrings.js';
import { reported } from './reported.js';
import type { WaitRunner } from './useWaitRunner.js';

/**
 * The modal's passkey logins: a login straight away; a signup asks the passkey's name first (the
 * passkey-name screen: the user's e-mail or phone number), then creates it. Each is one
 * wait, whose failure describeFailure.ts puts in words with its next step.
 */
export function usePasskeyFlow(
  runner: WaitRunner,
  dispatch: Dispatch<AuthFlowEvent>,
  succeed: (result: LoginResult | undefined) => void,
  strings: WalletKitStrings,
) {
  const { kit, report, signup: defaults } = useWalletKitContext();
  const wait = { label: strings.waitingForPasskey, hint: strings.waitingForPasskeyHint };
  const withPasskey = async (signup: boolean) => {
    if (signup) {
      dispatch({ type: 'show', screen: { name: 'passkeyName' } });
      return;
    }
    const task = (signal: AbortSignal) =>
      reported(report, loginWithPasskey(kit, { signal }), report.login);
    succeed(
      await runner.run({ ...wait, back: METHODS }, 'passkey', { kind: 'passkeyLogin' }, task),
    );
  };
  const createPasskey = async (name: string) => {
    const task = (signal: AbortSignal) =>
      reported(
        report,
        signupWithPasskey(kit, { ...defaults, passkeyUserName: name, signal }),
        report.login,
      );
    const back = { name: 'passkeyName' } as const;
    succeed(await runner.run({ ...wait, back }, 'passkey', { kind: 'passkeySignup', name }, task));
  };
  return { withPasskey, createPasskey };
}
