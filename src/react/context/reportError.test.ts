import { afterEach, describe, expect, it, vi } from 'vitest';
import { KitError } from '../../core/index.js';
import { reportError } from './reportError.js';

const failure = () => new KitError('UNTRUSTED_KEY', 'signed by a key the client does not pin');

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

describe('reportError', () => {
  it("hands failures to the app's onError, and never a cancel", () => {
    const onError = vi.fn();
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = failure();
    reportError({ onError }, error);
    reportError({ onError }, new KitError('USER_CANCELLED', 'the user cancelled'));
    expect(onError.mock.calls).toEqual([[error]]);
    expect(log).not.toHaveBeenCalled();
  });

  it('without onError, logs each failure once with its code (not in production)', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = failure();
    reportError({}, error);
    reportError({}, error);
    reportError({}, new KitError('USER_CANCELLED', 'the user cancelled'));
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]?.[0]).toMatch(/^\[embedded-wallet-kit\] UNTRUSTED_KEY: .*onError/);
    expect(log.mock.calls[0]?.[1]).toBe(error);

    vi.stubEnv('NODE_ENV', 'production');
    reportError({}, failure());
    expect(log).toHaveBeenCalledTimes(1);
  });
});
