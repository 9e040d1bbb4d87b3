import type {
  QueryBody,
  QueryName,
  QueryResponse,
  SubmitName,
  SubmitOperations,
  SubmitParams,
  SubmitResult,
} from '../../protocol/operations.js';
import type { Activity, AppProof } from '../../protocol/records.js';
import type { Stamper } from '../stampers/stamper.js';
import type { CallOptions } from './callOptions.js';

export interface SubmitOptions extends CallOptions {
  /** The organization the activity runs in. Default: the client's `organizationId()`. */
  organizationId?: string;
  /** Ask for app proofs (refused client-side for the operations whose envelope lacks it). */
  generateAppProofs?: boolean;
  /** Stamp this call with another key than the client's (a passkey, a short-lived API key). */
  stamper?: Stamper;
}

export interface QueryOptions extends CallOptions {
  stamper?: Stamper;
}

/** The activity of one operation, its `intent` and `result` keys typed from the table. */
export type SubmitActivity<N extends SubmitName> = Activity<
  SubmitOperations[N]['type'],
  SubmitOperations[N]['intentKey'],
  SubmitParams<N>,
  SubmitOperations[N]['resultKey'],
  SubmitResult<N>
>;

export interface SubmitOutcome<N extends SubmitName> {
  activity: SubmitActivity<N>;
  /** `activity.result[<resultKey>]`, read out for convenience. */
  result: SubmitResult<N>;
  /** Present when the request set `generateAppProofs`; check them with `verifyAppProof`. */
  appProofs: AppProof[];
}

/** Any submit or query of the operation table, by its wire name. */
export interface SignedApiCalls {
  submit<N extends SubmitName>(
    op: N,
    params: SubmitParams<N>,
    options?: SubmitOptions,
  ): Promise<SubmitOutcome<N>>;
  query<N extends QueryName>(
    op: N,
    body: QueryBody<N>,
    options?: QueryOptions,
  ): Promise<QueryResponse<N>>;
}
