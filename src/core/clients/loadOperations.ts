import type { Issue, Schema } from '../../protocol/schema.js';
import { KitError } from '../errors/kitError.js';
import { lazyModule } from '../platform/lazyModule.js';
import type { ServiceErrorClass } from '../transport/transport.js';

type OperationsModule = typeof import('../../protocol/operations.js');

const operations = /* @__PURE__ */ lazyModule(
  () => import('../../protocol/operations.js'),
  (cause) => new KitError('NETWORK_ERROR', 'the operation table could not be loaded', { cause }),
);

/**
 * The operation table, loaded on first use: with its schemas and enums it is about 4 KB gzip
 * (`npm run bench -- bundleSize`). The kit reads it only to check requests in development builds
 * (`checkInDevelopment`), so it is not a public export: the table is the sandbox's
 * (`embedded-wallet-kit/protocol/internal`), and the wire types apps use are `./protocol`'s.
 */
const loadOperations = (): Promise<OperationsModule> => operations.load();

// Bundlers (Vite, webpack, Next.js, esbuild) replace `process.env.NODE_ENV` with a literal.
// Module-scoped, so it does not clash with Node's global type.
declare const process: { env: { NODE_ENV?: string } };

/**
 * Development builds check a request against the operation table's schema before it is signed
 * or sent: a bad field is the caller's bug, named here (`INVALID_ARGUMENT`, `details.field`)
 * instead of after a round trip, and an operation the table does not have is refused (an
 * `errorType`, the client's own error class). Production builds skip it: their bundler makes
 * `process.env.NODE_ENV` the literal `'production'`, so the check is dead code and the table (its
 * schemas and enums, 5.3 KB gzip of the modal app) never ships; the service checks every request
 * anyway and answers the same `INVALID_ARGUMENT` naming the field. Where there is no `process` at
 * all (a page loading the
 * kit without a bundler), nothing is checked either.
 */
export async function checkInDevelopment(
  kind: 'submit' | 'query' | 'proxy',
  op: string,
  value: unknown,
  errorType: ServiceErrorClass = KitError,
): Promise<void> {
  // Written inline, not in a helper: only a literal condition here lets the bundler drop the
  // rest, the table's `import()` with it. No `process` (no bundler) throws, and checks nothing.
  try {
    if (process.env.NODE_ENV === 'production') return;
  } catch {
    return;
  }
  const operations = await loadOperations();
  const table: Record<string, { parameters: Schema<unknown> } | { body: Schema<unknown> }> =
    kind === 'submit'
      ? operations.submitOperations
      : kind === 'query'
        ? operations.queryOperations
        : operations.proxyOperations;
  const row = Object.hasOwn(table, op) ? table[op] : undefined;
  if (!row) throw new errorType('INVALID_ARGUMENT', `unknown ${kind} operation ${op}`);
  if ('parameters' in row) assertValid(row.parameters, value, 'parameters');
  else assertValid(row.body, value, '');
}

/** Throws `INVALID_ARGUMENT` naming the first field `schema` refuses in `value`. */
function assertValid(schema: Schema<unknown>, value: unknown, path: string): void {
  const issues: Issue[] = [];
  schema.check(value, path, issues);
  const [first] = issues;
  if (!first) return;
  throw new KitError('INVALID_ARGUMENT', `${first.path} ${first.message}`, {
    details: { field: first.path, issues },
  });
}
