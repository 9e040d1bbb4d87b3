import { afterEach, describe, expect, it } from 'vitest';
import { preloadSignupChunks, signupPreloads } from './signupPreloads.js';

describe('signupPreloads', () => {
  const original = [...signupPreloads];
  afterEach(() => {
    signupPreloads.splice(0, signupPreloads.length, ...original);
  });

  it("lists the app-proof checks' chunk", async () => {
    const loaded = await Promise.all(signupPreloads.map((load) => load()));
    expect(
      loaded.some((m) => typeof (m as Record<string, unknown>).verifyWalletProofs === 'function'),
    ).toBe(true);
  });

  it('starts every loader, and a failing one rejects nowhere', async () => {
    const started: string[] = [];
    signupPreloads.splice(
      0,
      signupPreloads.length,
      async () => {
        started.push('ok');
      },
      async () => {
        started.push('failing');
        throw new Error('offline');
      },
    );
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    preloadSignupChunks();
    await new Promise((resolve) => setImmediate(resolve));
    process.off('unhandledRejection', onUnhandled);
    expect(started).toEqual(['ok', 'failing']);
    expect(unhandled).toEqual([]);
  });
});
