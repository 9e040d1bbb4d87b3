import { type Schema, validate } from '../../protocol/schema.js';
import { KitError } from '../errors/kitError.js';

/**
 * Checks a request against the operation table's schema before it is signed or sent: a bad
 * field is the caller's bug, named precisely here (`INVALID_ARGUMENT`, `details.field`), instead
 * of a round trip and a signature spent on a request the service will refuse.
 */
export function assertValid(schema: Schema<unknown>, value: unknown, path: string): void {
  const checked = validate(schema, value, path);
  if (checked.ok) return;
  const [first] = checked.issues;
  throw new KitError('INVALID_ARGUMENT', `${first?.path ?? path} ${first?.message ?? 'is invalid'}`, {
    details: { field: first?.path, issues: checked.issues },
  });
}
