import { describe, expect, it, vi } from 'vitest';
import { lazyModule } from './lazyModule.js';

describe('lazyModule', () => {
  it('loads once for every caller, and is readable synchronously once loaded', async () => {
    const importer = vi.fn(async () => 'screen');
    const chunk = lazyModule(importer);
    expect(chunk.loaded()).toBeUndefined();
    const first = chunk.load();
    expect(chunk.load()).toBe(first);
    await expect(first).resolves.toBe('screen');
    expect(chunk.loaded()).toBe('screen');
    await chunk.load();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed load, so the next one fetches again', async () => {
    const importer = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce('screen');
    const chunk = lazyModule(importer);
    await expect(chunk.load()).rejects.toThrow(TypeError);
    expect(chunk.loaded()).toBeUndefined();
    await expect(chunk.load()).resolves.toBe('screen');
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('hands a failed load to `failure`, whose answer callers see', async () => {
    const cause = new TypeError('Failed to fetch dynamically imported module');
    const chunk = lazyModule(
      () => Promise.reject(cause),
      (error) => new RangeError('wrapped', { cause: error }),
    );
    await expect(chunk.load()).rejects.toMatchObject({ message: 'wrapped', cause });
  });
});
