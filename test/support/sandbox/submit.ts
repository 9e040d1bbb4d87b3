import type {
  ActivityResponse,
  SubmitName,
  SubmitParams,
  SubmitResult,
  WireError,
} from 'embedded-wallet-kit/protocol';
import { submitOperations, submitPath } from 'embedded-wallet-kit/protocol/internal';
import type { Sandbox } from '../../../src/sandbox/createSandbox.js';
import { stampedRequest } from './stampedRequest.js';
import { submitBody } from './submitBody.js';

export interface SubmitOutcome<N extends SubmitName> {
  status: number;
  /** The whole `{activity, appProofs?}` body on 200. */
  response?: ActivityResponse;
  /** `activity.result[<op>Result]` on 200. */
  result?: SubmitResult<N>;
  /** The `{code, message, details}` body otherwise. */
  error?: WireError;
}

/**
 * Sends one stamped submit through `sandbox.handler` and splits the answer. Defaults: the
 * parent organization and its admin key. `parameters` is sent as given (cast it to send
 * invalid input).
 */
export async function submit<N extends SubmitName>(
  sandbox: Sandbox,
  op: N,
  parameters: SubmitParams<N>,
  options: {
    organizationId?: string;
    privateKey?: string;
    generateAppProofs?: boolean;
    /** Default: the sandbox's now. */
    timestampMs?: number;
  } = {},
): Promise<SubmitOutcome<N>> {
  const body = submitBody(
    op,
    options.organizationId ?? sandbox.bootstrap.organizationId,
    parameters,
    {
      timestampMs: options.timestampMs ?? sandbox.context.now(),
      ...(options.generateAppProofs === undefined
        ? {}
        : { generateAppProofs: options.generateAppProofs }),
    },
  );
  const response = await sandbox.handler(
    stampedRequest(sandbox, submitPath(op), body, options.privateKey),
  );
  const json = (await response.json()) as unknown;
  if (response.status !== 200) return { status: response.status, error: json as WireError };
  const activityResponse = json as ActivityResponse;
  const resultKey = submitOperations[op].resultKey;
  return {
    status: response.status,
    response: activityResponse,
    result: (activityResponse.activity.result as Record<string, unknown>)[
      resultKey
    ] as SubmitResult<N>,
  };
}
