import type { WalletKit } from '../../core/index.js';
import type { WalletKitStrings } from './defaultStrings.js';
import { describeFailure } from './failures/describeFailure.js';
import { canRedirect } from './oauthMode.js';
import type { DescribeFailure } from './useWaitRunner.js';

/**
 * The modal's `DescribeFailure`: describeFailure.ts with what the modal knows at the moment of
 * the failure. Part of the flow's chunk (no chunk of its own since the flow became one: on the
 * first failure it would have cost a round trip, and its 1.1 KB gzip more apart than inside).
 */
export function failureDescriber(
  kit: WalletKit,
  strings: WalletKitStrings,
  redirectUrl: string | undefined,
): DescribeFailure {
  return (error, step, retry) =>
    describeFailure(error, {
      step,
      retry,
      strings,
      now: kit.clock.now(),
      passkeySeen: kit.passkeysHere.seen(),
      canRedirect: canRedirect(redirectUrl),
    });
}
