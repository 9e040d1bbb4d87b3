import { jsonDepthWithin, MAX_JSON_DEPTH } from '../http/jsonDepth.js';
import { ServiceError } from '../serviceError.js';

function walk(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(walk).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${walk(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * JSON with object keys sorted, so two spellings of the same value compare equal. Client JSON
 * deeper than `MAX_JSON_DEPTH` is refused (400, naming `field`) before the recursive walk.
 */
export function canonicalJson(value: unknown, field: string): string {
  if (!jsonDepthWithin(value)) {
    const description = `nests deeper than ${MAX_JSON_DEPTH} levels`;
    throw ServiceError.invalid(`${field}: ${description}`, [{ field, description }]);
  }
  return walk(value);
}
