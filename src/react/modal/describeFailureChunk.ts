import { lazyModule, type WalletKit } from '../../core/index.js';
import type { WalletKitStrings } from './defaultStrings.js';
import { errorMessage } from './errorMessage.js';
import { canRedirect } from './oauthMode.js';
import type { DescribeFailure } from './useWaitRunner.js';

/**
 * What a failure says and offers (describeFailure.ts, with its words): needed only once a wait
 * fails, so it is loaded then, and kept out of the modal's up-front bundle.
 */
export const describeFailureChunk = /* @__PURE__ */ lazyModule(() =>
  import('./describeFailure.js').then((module) => module.describeFailure),
);

/**
 * The modal's `DescribeFailure`: describeFailure.ts with what the modal knows at the moment of
 * the failure; without the chunk (offline), the plain words and "Try again".
 */
export function failureDescriber(
  kit: WalletKit,
  strings: WalletKitStrings,
  redirectUrl: string | undefined,
): DescribeFailure {
  return (error, step, retry) => {
    const context = {
      step,
      retry,
      strings,
      now: kit.clock.now(),
      passkeySeen: kit.passkeysHere.seen(),
      canRedirect: canRedirect(redirectUrl),
    };
    return describeFailureChunk.load().then(
      (describe) => describe(error, context),
      () => ({
        message: errorMessage(error, step, strings),
        actions: [{ label: strings.retry, retry }],
      }),
    );
  };
}
