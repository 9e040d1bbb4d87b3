import { afterEach, describe, expect, it } from 'vitest';
import { traced, traceMark } from './traced.js';

describe('traced', () => {
  afterEach(() => {
    performance.clearMeasures();
    performance.clearMarks();
  });

  it('records a measure around the task when on, and answers its result', async () => {
    const result = await traced(true, 'crypto:test', async () => 42);
    expect(result).toBe(42);
    const [entry] = performance.getEntriesByName('ewk:crypto:test', 'measure');
    expect(entry?.duration).toBeGreaterThanOrEqual(0);
  });

  it('records the measure when the task fails, and passes the failure on', async () => {
    await expect(
      traced(true, 'crypto:failing', async () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(performance.getEntriesByName('ewk:crypto:failing', 'measure')).toHaveLength(1);
  });

  it('records nothing when off', async () => {
    expect(await traced(false, 'crypto:off', async () => 'x')).toBe('x');
    traceMark(undefined, 'off');
    expect(performance.getEntriesByName('ewk:crypto:off')).toHaveLength(0);
    expect(performance.getEntriesByName('ewk:off')).toHaveLength(0);
  });

  it('marks a moment when on', () => {
    traceMark(true, 'session:signed-in');
    expect(performance.getEntriesByName('ewk:session:signed-in', 'mark')).toHaveLength(1);
  });
});
