import type { Dispatch } from 'react';
import type { LoginResult } from '../../core/index.js';
import { usePasskeyLogin } from '../hooks/usePasskeyLogin.js';
import { usePasskeySignup } from '../hooks/usePasskeySignup.js';
import type { AuthFlowEvent } from './authFlowReducer.js';
import { METHODS } from './authScreens.js';
import type { WalletKitStrings } from './defaultStrings.js';
import { loginOrMissing } from './passkeyMissingOf.js';
import { passkeyPanelChunk } from './passkeyPanelChunk.js';
import type { WaitRunner } from './useWaitRunner.js';

/**
 * The modal's passkey logins: a login straight away (ending on the passkey screen, which offers
 * a signup, when the user has no passkey here); a signup asks the passkey's name first (the
 * passkey-name screen: the user's e-mail or phone number, issue 27), then creates it. Each is one
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
    const task = (signal: AbortSignal) => {
      // The screen that offers a signup is fetched while the browser's prompt is up.
      passkeyPanelChunk.load().catch(() => {});
      return loginOrMissing(() => passkeyLogin.login({ signal }), signal);
    };
    const result = await runner.run(
      { ...wait, back: METHODS },
      'passkey',
      { kind: 'passkeyLogin' },
      task,
    );
    // No passkey chosen, or one no account uses, is not a failure: the user may simply have none
    // yet, so the passkey screen offers to create one (issue 27 item 5).
    if (typeof result === 'string') dispatch({ type: 'passkeyMissing', missing: result });
    else succeed(result);
  };
  const createPasskey = async (name: string) => {
    const task = (signal: AbortSignal) => passkeySignup.signup({ passkeyUserName: name, signal });
    const back = { name: 'passkeyName' } as const;
    succeed(await runner.run({ ...wait, back }, 'passkey', { kind: 'passkeySignup', name }, task));
  };
  return { withPasskey, createPasskey };
}
