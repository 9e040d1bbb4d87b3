import type { QueryName, SubmitName } from 'embedded-wallet-kit/protocol';
import type { AnyObjectSchema } from 'embedded-wallet-kit/protocol/internal';
import {
  queryOperations,
  submitEnvelopeSchema,
  submitOperations,
} from 'embedded-wallet-kit/protocol/internal';
import type { QueryHandler, SubmitHandler, SubmitInput } from './handlerTypes.js';
import { queryAuthorizers, queryHandlers } from './queryHandlers.js';
import type { QueryRoute } from './queryRoute.js';
import { submitHandlers } from './submitHandlers.js';
import type { SubmitRoute } from './submitRoute.js';

/**
 * Routes of the signed API, straight from the operation table. `extra` carries activities that
 * exist in production but not in the public spec (those the auth proxy forwards), built the
 * same way.
 */
export function buildSubmitRoutes(extra: readonly SubmitRoute[] = []): Map<string, SubmitRoute> {
  const routes = new Map<string, SubmitRoute>();
  for (const name of Object.keys(submitOperations) as SubmitName[]) {
    const row = submitOperations[name];
    routes.set(name, {
      name,
      type: row.type,
      intentKey: row.intentKey,
      resultKey: row.resultKey,
      appProofs: row.appProofs,
      envelope: submitEnvelopeSchema(name) as unknown as AnyObjectSchema,
      handler: submitHandlers[name] as SubmitHandler<SubmitName> as (
        input: SubmitInput<SubmitName>,
      ) => unknown,
    });
  }
  for (const route of extra) routes.set(route.name, route);
  return routes;
}

export function buildQueryRoutes(): Map<string, QueryRoute> {
  const routes = new Map<string, QueryRoute>();
  for (const name of Object.keys(queryOperations) as QueryName[]) {
    routes.set(name, {
      name,
      body: queryOperations[name].body as unknown as AnyObjectSchema,
      handler: queryHandlers[name] as QueryHandler<QueryName>,
      ...(queryAuthorizers[name] ? { authorize: queryAuthorizers[name] } : {}),
    });
  }
  return routes;
}
