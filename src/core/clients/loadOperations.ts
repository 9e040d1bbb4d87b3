import type { Issue, Schema } from '../../protocol/schema.js';
import { KitError } from '../errors/kitError.js';
import { lazyModule } from '../platform/lazyModule.js';

export type OperationsModule = typeof import('../../protocol/operations.js');

const operations = /* @__PURE__ */ lazyModule(
  () => import('../../protocol/operations.js'),
  (cause) => new KitError('NETWORK_ERROR', 'the operation table could not be loaded', { cause }),
);

/**
 * The operation table, loaded on first use: with its schemas and enums it is the largest part
 * of the core (about 4 KB gzip, `npm run bench -- bundleSize`), and nothing needs it before the
 * first call. A kit starts loading it when created, so the first call does not wait for it in
 * practice.
 */
export const loadOperations = (): Promise<OperationsModule> => operations.load();

/**
 * Checks a request against the operation table's schema before it is signed or sent: a bad
 * field is the caller's bug, named precisely here (`INVALID_ARGUMENT`, `details.field`), instead
 * of a round trip and a signature spent on a request the service will refuse.
 */
export function assertValid(schema: Schema<unknown>, value: unknown, path: string): void {
  const issues: Issue[] = [];
  schema.check(value, path, issues);
  const [first] = issues;
  if (!first) return;
  throw new KitError('INVALID_ARGUMENT', `${first.path} ${first.message}`, {
    details: { field: first.path, issues },
  });
}
