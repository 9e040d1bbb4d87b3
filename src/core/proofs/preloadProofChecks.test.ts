import { describe, expect, it } from 'vitest';
import { loadedProofChecks, loadProofChecks } from './preloadProofChecks.js';

describe('loadProofChecks', () => {
  it('loads the checks once, then hands them out without a wait', async () => {
    // Nothing in this file has loaded them yet (Vitest gives each file its own modules).
    expect(loadedProofChecks()).toBeUndefined();
    const first = loadProofChecks();
    expect(loadProofChecks()).toBe(first);
    const checks = await first;
    expect(typeof checks.verifyWalletProofs).toBe('function');
    // What a signup's check uses to start in the same task as the login's request.
    expect(loadedProofChecks()).toBe(checks);
  });
});
