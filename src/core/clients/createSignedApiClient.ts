import { queryPath, submitPath } from '../../protocol/operationPaths.js';
import type {
  QueryBody,
  QueryName,
  QueryResponse,
  SubmitName,
  SubmitParams,
  SubmitResult,
} from '../../protocol/operations.js';
import type { AppProof } from '../../protocol/records.js';
import { isKitError } from '../errors/isKitError.js';
import { KitError } from '../errors/kitError.js';
import { SignedApiError } from '../errors/signedApiError.js';
import type { Clock } from '../platform/clock.js';
import type { ServiceClock } from '../platform/createServiceClock.js';
import type { Stamper, StampHeader } from '../stampers/stamper.js';
import type { Transport } from '../transport/transport.js';
import { checkInDevelopment } from './loadOperations.js';
import { loadSubmitRoutes } from './loadSubmitRoutes.js';
import { loadTimestampRefusal } from './loadTimestampRefusal.js';
import type {
  QueryOptions,
  SignedApiCalls,
  SubmitActivity,
  SubmitOptions,
  SubmitOutcome,
} from './signedApiCalls.js';
import { type SignedApiMethods, signedApiMethods } from './signedApiMethods.js';

/**
 * `submit(op, ...)`/`query(op, ...)`, and one camelCase method per operation
 * (`earnDeposit`, `listWebhookEndpoints`...: `signedApiMethods.ts`, generated from the table).
 */
export interface SignedApiClient extends SignedApiCalls, SignedApiMethods {}

export type { SignedApiMethods };

export interface SignedApiClientOptions {
  /** `{base_url}`; operations are under `/public/v1/submit|query/<op>`. */
  baseUrl: string;
  transport: Transport;
  /** Stamps every call that names no other stamper (e.g. the current session's key). */
  stamper: Stamper;
  /** Default `organizationId` of submits (e.g. the current session's). */
  organizationId?: () => string | undefined;
  /**
   * For the envelope's `timestampMs` (spec: the liveness check of a request). A service clock
   * (`kit.clock`) also learns from each activity's `createdAt`, and lets a submit refused for its
   * time be sent once more, with the time corrected.
   */
  clock?: Pick<Clock, 'now'> | ServiceClock;
  /**
   * Told when the service refuses, as `UNAUTHENTICATED`, a call signed by this client's own
   * stamper (for the kit: the current session's key, which may have been revoked).
   */
  onUnauthenticated?: (stamp: StampHeader) => void;
}

/**
 * The signed API's client (spec "Submit operations", "Query operations"): `submit` and `query`
 * read the operation's row (type, result key, schema) from the table, loaded on first use; the
 * named methods are generated one-liners over them. The body string that is stamped is the string
 * that is sent:
 * it is serialised once, stamped once, and resent byte for byte on retry, so a retried submit
 * has the same fingerprint and the service answers it with the activity it already created.
 */
export function createSignedApiClient(options: SignedApiClientOptions): SignedApiClient {
  const base = options.baseUrl.replace(/\/+$/, '');
  const clock: Partial<ServiceClock> & Pick<Clock, 'now'> = options.clock ?? Date;
  const device = () => (clock.device ?? clock).now();

  async function send<T>(
    url: string,
    body: string,
    retry: boolean,
    callOptions: QueryOptions,
  ): Promise<T> {
    const stamp = await (callOptions.stamper ?? options.stamper).stamp(body);
    return options.transport
      .request<T>({
        url,
        body,
        headers: { [stamp.headerName]: stamp.headerValue },
        retry,
        errorType: SignedApiError,
        signal: callOptions.signal,
        timeoutMs: callOptions.timeoutMs,
      })
      .catch((error: unknown) => {
        if (!callOptions.stamper && isKitError(error, 'UNAUTHENTICATED')) {
          options.onUnauthenticated?.(stamp);
        }
        throw error;
      });
  }

  async function submit<N extends SubmitName>(
    op: N,
    params: SubmitParams<N>,
    submitOptions: SubmitOptions = {},
  ): Promise<SubmitOutcome<N>> {
    const routes = await loadSubmitRoutes();
    const row = Object.hasOwn(routes, op) ? routes[op] : undefined;
    if (!row) throw new KitError('INVALID_ARGUMENT', `unknown submit operation ${String(op)}`);
    await checkInDevelopment('submit', op, params);
    if (submitOptions.generateAppProofs !== undefined && !row.appProofs) {
      throw new KitError('INVALID_ARGUMENT', `${op} does not accept generateAppProofs`, {
        details: { field: 'generateAppProofs' },
      });
    }
    const organizationId = submitOptions.organizationId ?? options.organizationId?.();
    if (!organizationId) {
      throw new KitError('INVALID_ARGUMENT', 'organizationId is required', {
        details: { field: 'organizationId' },
      });
    }
    const envelope = () =>
      JSON.stringify({
        type: row.type,
        timestampMs: String(clock.now()),
        organizationId,
        parameters: params,
        ...(submitOptions.generateAppProofs === undefined
          ? {}
          : { generateAppProofs: submitOptions.generateAppProofs }),
      });
    const url = `${base}${submitPath(op)}`;
    const sentAt = device();
    type Answer = { activity?: SubmitActivity<N>; appProofs?: AppProof[] };
    const sendEnvelope = () => send<Answer>(url, envelope(), true, submitOptions);
    const response = await sendEnvelope().catch(async (error: unknown) => {
      // Refused for its `timestampMs`? (400 INVALID_ARGUMENT; the rest is read on demand.)
      if (!isKitError(error, 'INVALID_ARGUMENT') || !clock.observe) throw error;
      const { afterTimestampRefusal } = await loadTimestampRefusal();
      return afterTimestampRefusal({
        error,
        clock: clock as ServiceClock,
        sentAt,
        interactive: (submitOptions.stamper ?? options.stamper).interactive,
        resend: sendEnvelope,
      });
    });
    const activity = response.activity;
    // The service made the activity while the request was out: its `createdAt` is a time it
    // signed, for a service whose `Date` the page cannot read.
    const created = activity?.createdAt;
    if (created) {
      const at = Number(created.seconds) * 1000 + Math.floor(Number(created.nanos) / 1e6);
      clock.observe?.(at, at + 1, sentAt, device());
    }
    const result = (activity?.result as Record<string, unknown> | undefined)?.[row.resultKey];
    if (!activity || result === undefined) {
      throw new SignedApiError('INTERNAL', `the ${op} response carries no ${row.resultKey}`, {
        details: { status: activity?.status },
      });
    }
    return {
      activity,
      result: result as SubmitResult<N>,
      appProofs: response.appProofs ?? [],
    };
  }

  async function query<N extends QueryName>(
    op: N,
    body: QueryBody<N>,
    queryOptions: QueryOptions = {},
  ): Promise<QueryResponse<N>> {
    await checkInDevelopment('query', op, body);
    return send<QueryResponse<N>>(
      `${base}${queryPath(op)}`,
      JSON.stringify(body),
      true,
      queryOptions,
    );
  }

  return { submit, query, ...signedApiMethods({ submit, query }) };
}
