import type {
  AppProof,
  QueryBody,
  QueryName,
  QueryResponse,
  SubmitName,
  SubmitParams,
  SubmitResult,
} from 'embedded-wallet-kit/protocol';
import type { SandboxContext } from '../sandboxContext.js';
import type { Caller } from './caller.js';

export interface SubmitInput<N extends SubmitName> {
  ctx: SandboxContext;
  params: SubmitParams<N>;
  organizationId: string;
  caller: Caller;
  activityId: string;
  /** The request's `User-Agent`, when it has one (a login names its session's device by it). */
  userAgent?: string | undefined;
  /** The request asked for app proofs; handlers that derive addresses push them here. */
  generateAppProofs: boolean;
  appProofs: AppProof[];
}

/**
 * An operation's business logic. It runs inside the request's transaction (the store's async
 * mutex), so it may await verification and still commit or roll back as one. Throw
 * `ServiceError` for every refusal.
 */
export type SubmitHandler<N extends SubmitName> = (
  input: SubmitInput<N>,
) => SubmitResult<N> | Promise<SubmitResult<N>>;

export interface QueryInput<N extends QueryName> {
  ctx: SandboxContext;
  body: QueryBody<N>;
  caller: Caller;
}

export type QueryHandler<N extends QueryName> = (
  input: QueryInput<N>,
) => QueryResponse<N> | Promise<QueryResponse<N>>;

/** An organisation check: throws unless `caller` may read `organizationId` with this query. */
export type QueryAuthorizer = (ctx: SandboxContext, caller: Caller, organizationId: string) => void;

export type SubmitHandlers = { [N in SubmitName]: SubmitHandler<N> };
export type QueryHandlers = { [N in QueryName]: QueryHandler<N> };
