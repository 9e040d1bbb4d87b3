import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './whenIdle.js';

describe('whenIdle', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('runs through requestIdleCallback with a deadline, and its cancel cancels that callback', () => {
    const calls: { timeout?: number }[] = [];
    const cancelled: number[] = [];
    let queued: (() => void) | undefined;
    vi.stubGlobal('requestIdleCallback', (run: () => void, options?: { timeout: number }) => {
      calls.push({ timeout: options?.timeout });
      queued = run;
      return 7;
    });
    vi.stubGlobal('cancelIdleCallback', (handle: number) => cancelled.push(handle));
    const run = vi.fn();
    const cancel = whenIdle(run, 300);
    expect(calls).toEqual([{ timeout: 300 }]);
    expect(run).not.toHaveBeenCalled();
    queued?.();
    expect(run).toHaveBeenCalledTimes(1);
    cancel();
    expect(cancelled).toEqual([7]);
  });

  it('falls back to a timeout where the browser has no idle callback, and can be cancelled', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const run = vi.fn();
    whenIdle(run);
    expect(run).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(run).toHaveBeenCalledTimes(1));

    const never = vi.fn();
    whenIdle(never)();
    await new Promise<void>((resolve) => setTimeout(resolve, 0));
    expect(never).not.toHaveBeenCalled();
  });
});
