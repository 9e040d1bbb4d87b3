import type { Reporter } from '../context/createReporter.js';

/**
 * What the modal runs on core itself is reported as the hooks report theirs (useKitMutation.ts),
 * once: a failure to the app's `onError` (a cancel is not: `Reporter.error`), a success to
 * `succeeded` (`Reporter.login` for a login). The modal keeps its own state (its reducer), so
 * it calls core's actions without TanStack's mutations, which a page that only shows the modal
 * would otherwise load up front.
 */
export async function reported<T>(
  report: Reporter,
  task: Promise<T>,
  succeeded?: (result: T) => void,
): Promise<T> {
  try {
    const result = await task;
    succeeded?.(result);
    return result;
  } catch (error) {
    report.error(error);
    throw error;
  }
}
