import type { QueryBody, QueryName, QueryResponse, WireError } from 'embedded-wallet-kit/protocol';
import { queryPath } from 'embedded-wallet-kit/protocol/internal';
import type { Sandbox } from '../../../src/sandbox/createSandbox.js';
import { stampedRequest } from './stampedRequest.js';

export interface QueryOutcome<N extends QueryName> {
  status: number;
  /** The response body on 200. */
  body?: QueryResponse<N>;
  /** The `{code, message, details}` body otherwise. */
  error?: WireError;
}

/** Sends one stamped query through `sandbox.handler` (default key: the parent's admin key). */
export async function query<N extends QueryName>(
  sandbox: Sandbox,
  op: N,
  body: QueryBody<N>,
  options: { privateKey?: string } = {},
): Promise<QueryOutcome<N>> {
  const response = await sandbox.handler(
    stampedRequest(sandbox, queryPath(op), body, options.privateKey),
  );
  const json = (await response.json()) as unknown;
  return response.status === 200
    ? { status: 200, body: json as QueryResponse<N> }
    : { status: response.status, error: json as WireError };
}
