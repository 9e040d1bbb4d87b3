import type { Dispatch } from 'react';
import type { LoginResult } from '../../core/index.js';
import { usePasskeyLogin } from '../hooks/usePasskeyLogin.js';
import { usePasskeySignup } from '../hooks/usePasskeySignup.js';
import type { AuthFlowEvent } from './authFlowReducer.js';
import { METHODS } from './authScreens.js';
import type { WalletKitStrings } from './defaultStrings.js';
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
  const passkeyLogin = usePasskeyLogin();
  const passkeySignup = usePasskeySignup();
  const wait = { label: strings.waitingForPasskey, hint: strings.waitingForPasskeyHint };
  const withPasskey = async (signup: boolean) => {
    if (signup) {
      dispatch({ type: 'show', screen: { name: 'passkeyName' } });
      return;
    }
    const task = (signal: AbortSignal) => passkeyLogin.login({ signal });
    succeed(
      await runner.run({ ...wait, back: METHODS }, 'passkey', { kind: 'passkeyLogin' }, task),
    );
  };
  const createPasskey = async (name: string) => {
    const task = (signal: AbortSignal) => passkeySignup.signup({ passkeyUserName: name, signal });
    const back = { name: 'passkeyName' } as const;
    succeed(await runner.run({ ...wait, back }, 'passkey', { kind: 'passkeySignup', name }, task));
  };
  return { withPasskey, createPasskey };
}
