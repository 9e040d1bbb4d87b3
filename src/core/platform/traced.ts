/**
 * Runs `task` and, when `on`, records it as a User Timing measure named `ewk:<name>` (W3C User
 * Timing Level 3, `performance.measure(name, { start, end })`), which the DevTools Performance
 * panel shows and the browser bench (bench/browserLogin.bench.ts) reads to split a login into
 * network, crypto and render time. Off by default (`createWalletKit({ trace: true })` turns it
 * on): then it costs one branch, and no entry piles up in the page's performance timeline.
 */
export async function traced<T>(
  on: boolean | undefined,
  name: string,
  task: () => Promise<T>,
): Promise<T> {
  const perf = on ? globalThis.performance : undefined;
  if (typeof perf?.measure !== 'function') return task();
  const start = perf.now();
  try {
    return await task();
  } finally {
    perf.measure(`ewk:${name}`, { start, end: perf.now() });
  }
}

/** A User Timing mark `ewk:<name>` at this moment, when `on` (see `traced`). */
export function traceMark(on: boolean | undefined, name: string): void {
  if (on) globalThis.performance?.mark?.(`ewk:${name}`);
}
