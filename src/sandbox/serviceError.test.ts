import { describe, expect, it } from 'vitest';
import { ServiceError } from './serviceError.js';

describe('ServiceError.fromIssues', () => {
  it('names the first problem, counts the rest, and lists at most 100 in details', () => {
    const issues = Array.from({ length: 250 }, (_, i) => ({
      path: `f${i}`,
      message: 'unknown field',
    }));
    const error = ServiceError.fromIssues(issues);
    expect(error.httpStatus).toBe(400);
    expect(error.message).toBe('invalid request: f0: unknown field (and 249 more)');
    expect(error.details).toHaveLength(100);
    expect(error.toWire().code).toBe(3);
    expect(error.toWire().details[0]).toEqual({ field: 'f0', description: 'unknown field' });
  });
});
