import { randomUUID } from 'node:crypto';
import type { Activity, ActivityResponse, AppProof, ErrorInfo } from 'embedded-wallet-kit/protocol';
import { TIMESTAMP_REFUSAL } from 'embedded-wallet-kit/protocol';
import { PRODUCTION_ERROR_TEXT, parseJson, validate } from 'embedded-wallet-kit/protocol/internal';
import type { SandboxContext } from '../sandboxContext.js';
import { ServiceError } from '../serviceError.js';
import { authenticateStamp, fingerprintOf } from './authenticateRequest.js';
import { buildActivity } from './buildActivity.js';
import type { Caller } from './caller.js';
import type { QueryRoute } from './queryRoute.js';
import type { SubmitRoute } from './submitRoute.js';

declare module '../store/storedRecords.js' {
  interface StoredRecords {
    activity: {
      id: string;
      fingerprint: string;
      response: ActivityResponse;
      /** The key that stamped the request: the only one a replay of its bytes is answered to. */
      stampedBy?: string;
    };
  }
}

/** What the pipeline reads of a request: its stamp headers and its body, already read. */
export interface SignedRequest {
  header(name: string): string | null;
  body: string;
}

function parseBody(body: string): unknown {
  const json = parseJson(body);
  if (json === undefined) throw ServiceError.invalid('request body is not valid JSON');
  return json;
}

// Production's wording for a key the named organization does not hold (its client maps it to
// SESSION_EXPIRED), with the sandbox's own explanation after it.
const NOT_IN_ORGANIZATION = `${PRODUCTION_ERROR_TEXT.publicKeyNotFound}: the stamping key does not belong to this organization`;

/** Submits answer only to keys of the organization itself. */
function authorizeSubmit(caller: Caller, organizationId: string): void {
  if (caller.organizationId !== organizationId) {
    throw ServiceError.unauthenticated(NOT_IN_ORGANIZATION);
  }
}

/**
 * `stamp_login` also answers to a sub-organization's user when the envelope names the parent:
 * the production client's default for passkey (and wallet) login, which does not know the
 * user's sub-organization before it logs in. The session is for the stamping user's own
 * organization.
 */
function authorizeLogin(ctx: SandboxContext, caller: Caller, organizationId: string): void {
  if (caller.organizationId === organizationId) return;
  const own = ctx.store.get('organization', caller.organizationId);
  if (own?.parentOrganizationId === organizationId) return;
  throw ServiceError.unauthenticated(NOT_IN_ORGANIZATION);
}

/** Queries also answer to keys of the parent organization (spec: sub-organization reads). */
export function authorizeQuery(ctx: SandboxContext, caller: Caller, organizationId: string): void {
  if (caller.organizationId === organizationId) return;
  const org = ctx.store.get('organization', organizationId);
  if (org?.parentOrganizationId === caller.organizationId) return;
  throw ServiceError.unauthenticated(NOT_IN_ORGANIZATION);
}

/**
 * The liveness check (spec "Authentication": `timestampMs`). A refusal says which side of the
 * window the request fell on and what the service's clock read, as an `ErrorInfo` beside the
 * field (`TIMESTAMP_REFUSAL`), so a client with a wrong clock can learn its offset and retry.
 */
function checkLiveness(ctx: SandboxContext, timestampMs: string): void {
  const now = ctx.now();
  const at = Number(timestampMs);
  const { timestampWindowMs, futureSkewMs } = ctx.settings;
  const tooOld = at < now - timestampWindowMs;
  if (!tooOld && at <= now + futureSkewMs) return;
  const info: ErrorInfo = {
    '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
    reason: tooOld ? TIMESTAMP_REFUSAL.tooOld : TIMESTAMP_REFUSAL.tooFarAhead,
    domain: 'signed-api',
    metadata: {
      serverTimeMs: String(now),
      timestampMs,
      maxAgeMs: String(timestampWindowMs),
      maxAheadMs: String(futureSkewMs),
    },
  };
  const serverTime = new Date(now).toISOString();
  throw tooOld
    ? ServiceError.invalid(
        `timestampMs is too old: the request has expired (server time ${serverTime})`,
        [{ field: 'timestampMs', description: `older than ${timestampWindowMs} ms` }, info],
      )
    : ServiceError.invalid(`timestampMs is in the future (server time ${serverTime})`, [
        { field: 'timestampMs', description: `more than ${futureSkewMs} ms ahead` },
        info,
      ]);
}

/**
 * `POST /public/v1/submit/<op>`: stamp check -> envelope validation -> liveness -> organisation
 * check -> replay answer -> the operation, all in one transaction -> `{activity}`.
 *
 * An identical stamped body (same fingerprint) answers the activity it created the first time, so
 * clients may resend a submit byte for byte after a network failure; but only within the
 * liveness window (checked first: a replay is answered no later than a fresh request would be),
 * and only to the key that stamped it: the answer can carry a session JWT (`stamp_login`), and
 * the same bytes stamped by anyone else are refused, never handed the first caller's result.
 *
 * The stamp is checked inside the transaction (the store's mutex): the key lookup then sees only
 * committed records, never the half-done writes of a request that is awaiting, and a passkey's
 * signature counter is checked and advanced atomically with the activity.
 *
 * `forwarded`: the route is one a feature added beside the public table (the activities the
 * proxy forwards), the only ones the proxy's own key may submit.
 */
export async function handleSubmit(
  ctx: SandboxContext,
  route: SubmitRoute,
  request: SignedRequest,
  forwarded: boolean,
): Promise<ActivityResponse> {
  const body = request.body;
  const json = parseBody(body);
  const fingerprint = fingerprintOf(body);
  return ctx.store.transaction(async () => {
    const caller = await authenticateStamp(ctx, (name) => request.header(name), body);
    // wire-details, "Attested stamps": accepted for stamp_login only.
    if (caller.attestation && route.name !== 'stamp_login') {
      throw ServiceError.denied('X-Stamp-Attested is accepted for stamp_login only');
    }
    const authorize =
      route.name === 'stamp_login' ? authorizeLogin.bind(null, ctx) : authorizeSubmit;
    // The proxy's own key may submit only what the proxy forwards (spec "Limits of the proxy":
    // no access to funds or broader organization operations).
    if (caller.credential?.proxyScoped && !forwarded) {
      throw ServiceError.denied(
        'the auth proxy key may only submit the activities the proxy forwards',
      );
    }
    const checked = validate(route.envelope, json);
    if (!checked.ok) throw ServiceError.fromIssues(checked.issues);
    const envelope = checked.value as {
      organizationId: string;
      timestampMs: string;
      parameters: unknown;
      generateAppProofs?: boolean;
    };
    checkLiveness(ctx, envelope.timestampMs);
    // The same bytes name the same organization: a replay is authorized as the first request was.
    authorize(caller, envelope.organizationId);
    const previous = ctx.store.findOne('activity', 'fingerprint', fingerprint);
    if (previous) {
      if (previous.stampedBy !== caller.publicKey) {
        throw ServiceError.alreadyExists(
          'this request body was already submitted under another stamp: sign a new request (a fresh timestampMs)',
        );
      }
      return previous.response;
    }
    // Where the spec does not list the flag it is a leniency for the production client: ignored.
    const generateAppProofs = route.appProofs && envelope.generateAppProofs === true;
    const id = randomUUID();
    const appProofs: AppProof[] = [];
    const result = await route.handler({
      ctx,
      params: envelope.parameters as never,
      organizationId: envelope.organizationId,
      caller,
      activityId: id,
      userAgent: request.header('user-agent') ?? undefined,
      generateAppProofs,
      appProofs,
    });
    const activity: Activity = buildActivity({
      id,
      row: route,
      organizationId: envelope.organizationId,
      parameters: (json as { parameters: unknown }).parameters,
      result,
      caller,
      body,
      fingerprint,
      nowMs: ctx.now(),
    });
    const out: ActivityResponse = generateAppProofs ? { activity, appProofs } : { activity };
    ctx.store.insert(
      'activity',
      { id, fingerprint, response: out, stampedBy: caller.publicKey },
      { organizationId: envelope.organizationId, index: { fingerprint } },
    );
    return out;
  });
}

/**
 * `POST /public/v1/query/<op>`: stamp check -> validation -> organisation check -> read, inside
 * the store's mutex so that a query never sees another request's uncommitted writes. Rejects
 * with a `ServiceError` for every refusal.
 */
export async function handleQuery(
  ctx: SandboxContext,
  route: QueryRoute,
  request: SignedRequest,
): Promise<unknown> {
  const body = request.body;
  const json = parseBody(body);
  // `exclusive` runs a synchronous read at once when nothing holds the store (an `X-Stamp` is
  // checked synchronously; passkey and attested stamps await).
  return ctx.store.exclusive(() => {
    const caller = authenticateStamp(ctx, (name) => request.header(name), body);
    return caller instanceof Promise
      ? caller.then((c) => answerQuery(ctx, route, json, c))
      : answerQuery(ctx, route, json, caller);
  });
}

function answerQuery(
  ctx: SandboxContext,
  route: QueryRoute,
  json: unknown,
  caller: Caller,
): unknown {
  if (caller.credential?.proxyScoped) {
    throw ServiceError.denied('the auth proxy key may not read through the signed API');
  }
  if (caller.attestation) {
    throw ServiceError.denied('X-Stamp-Attested is accepted for stamp_login only');
  }
  const checked = validate(route.body, json);
  if (!checked.ok) throw ServiceError.fromIssues(checked.issues);
  const query = checked.value as { organizationId: string };
  (route.authorize ?? authorizeQuery)(ctx, caller, query.organizationId);
  return route.handler({ ctx, body: query as never, caller });
}
