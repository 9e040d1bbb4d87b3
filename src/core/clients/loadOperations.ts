import type { Issue, Schema } from '../../protocol/schema.js';
import { KitError } from '../errors/kitError.js';
import { camelCase } from './camelCase.js';

export type OperationsModule = typeof import('../../protocol/operations.js');

let loaded: Promise<OperationsModule> | undefined;

/**
 * The operation table, loaded on first use: with its schemas and enums it is the largest part
 * of the core (about 3.6 KB gzip), and nothing needs it before the first call. A kit starts
 * loading it when created, so the first call does not wait for it in practice.
 */
export function loadOperations(): Promise<OperationsModule> {
  loaded ??= import('../../protocol/operations.js').catch((cause: unknown) => {
    loaded = undefined;
    throw new KitError('NETWORK_ERROR', 'the operation table could not be loaded', { cause });
  });
  return loaded;
}

/** camelCase method name -> operation name, for the keys of the given table parts. */
export function methodNames(tables: object[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const table of tables) for (const op of Object.keys(table)) names.set(camelCase(op), op);
  return names;
}

/**
 * A client whose named methods (`earnDeposit`, `otpInitV2`...) come from the operation table at
 * runtime: a property that is not one of `base`'s is looked up among the table's operations when
 * called (`INVALID_ARGUMENT` if there is none). `then` is never a method, so a client is not
 * mistaken for a promise.
 */
export function withOperationMethods<T extends object>(
  base: T,
  call: (method: string, args: unknown[]) => Promise<unknown>,
): T {
  return new Proxy(base, {
    get(target, property, receiver) {
      if (typeof property !== 'string' || property in target || property === 'then') {
        return Reflect.get(target, property, receiver);
      }
      return (...args: unknown[]) => call(property, args);
    },
  });
}

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
