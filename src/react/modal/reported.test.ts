import { describe, expect, it, vi } from 'vitest';
import { KitError } from '../../core/index.js';
import { reported } from './reported.js';

describe('reported', () => {
  it('hands a success to `succeeded` and reports nothing', async () => {
    const report = { error: vi.fn(), login: vi.fn() };
    const succeeded = vi.fn();
    await expect(reported(report, Promise.resolve(7), succeeded)).resolves.toBe(7);
    expect(succeeded).toHaveBeenCalledWith(7);
    expect(report.error).not.toHaveBeenCalled();
  });

  it('reports a failure once and still rejects with it', async () => {
    const report = { error: vi.fn(), login: vi.fn() };
    const failure = new KitError('UNAVAILABLE', 'down');
    await expect(reported(report, Promise.reject(failure), report.login)).rejects.toBe(failure);
    expect(report.error).toHaveBeenCalledTimes(1);
    expect(report.error).toHaveBeenCalledWith(failure);
    expect(report.login).not.toHaveBeenCalled();
  });
});
