import { describe, expect, it, vi } from 'vitest';

describe('loadProofChecks', () => {
  it('loads the checks once, then hands them out without a wait', async () => {
    // A copy of the module of its own, that nothing has loaded the checks through yet (the test
    // files of a worker share their modules).
    vi.resetModules();
    const { loadedProofChecks, loadProofChecks } = await import('./preloadProofChecks.js');
    expect(loadedProofChecks()).toBeUndefined();
    const first = loadProofChecks();
    expect(loadProofChecks()).toBe(first);
    const checks = await first;
    expect(typeof checks.verifyWalletProofs).toBe('function');
    // What a signup's check uses to start in the same task as the login's request.
    expect(loadedProofChecks()).toBe(checks);
  });
});
