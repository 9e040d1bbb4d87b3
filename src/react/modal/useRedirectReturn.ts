import { useEffect, useState } from 'react';
import { type LoginResult, pendingOAuthRedirect } from '../../core/index.js';
import { useWalletKitContext } from '../context/useWalletKitContext.js';
import { resumeRedirectOnce } from '../query/resumeRedirectOnce.js';
import { METHODS } from './authScreens.js';
import type { WalletKitStrings } from './defaultStrings.js';
import { formatString } from './formatString.js';
import { providerLabel } from './providerLabel.js';
import type { WaitRunner } from './useWaitRunner.js';

/**
 * Back from the provider in this tab (a redirect login): the modal finishes it as one wait
 * (`resumeRedirectOnce`, which the app's `useOAuthRedirectResult` shares). Read once per
 * opening (the login takes the pending record away as it starts).
 */
export function useRedirectReturn(
  runner: WaitRunner,
  succeed: (result: LoginResult | null | undefined) => void,
  strings: WalletKitStrings,
): void {
  const { kit, report } = useWalletKitContext();
  const [pending] = useState(() => pendingOAuthRedirect(kit));
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the modal opens
  useEffect(() => {
    if (!pending) return;
    const { provider } = pending;
    const label = formatString(strings.finishingWithProvider, {
      provider: providerLabel(provider, strings),
    });
    const resume = () => resumeRedirectOnce(kit, { onLogin: report.login, onError: report.error });
    void runner
      .run({ label, back: METHODS }, 'oauth', { kind: 'oauth', provider }, resume)
      .then(succeed);
  }, []);
}
