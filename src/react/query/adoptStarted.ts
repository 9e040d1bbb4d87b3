/**
 * A login that must start inside the user's click (an OAuth popup is opened before the first
 * `await`, or browsers block it; a passkey prompt wants the gesture too) cannot wait for
 * TanStack's mutation to call it a few microtasks later. The hook starts it at once and hands
 * the running promise over as `started`; the mutation adopts it. Marked handled at once so a
 * quick failure is never reported as unhandled before the mutation awaits it.
 */
export function adoptStarted<T>(started: Promise<T>): Promise<T> {
  started.catch(() => {});
  return started;
}
