import type { ProxyName, QueryName, SubmitName } from './operations.js';

/**
 * Paths, as the spec's "Conventions" give them: apart from the operation table, so a client that
 * only routes (core's signed API and auth proxy clients) does not take the table's schemas along.
 */
export const submitPath = (op: SubmitName): string => `/public/v1/submit/${op}`;
export const queryPath = (op: QueryName): string => `/public/v1/query/${op}`;
export const proxyPath = (op: ProxyName): string => `/v1/${op}`;
