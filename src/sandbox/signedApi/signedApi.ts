import { errorReply } from '../http/jsonResponse.js';
import type { RawReply, RawRequest } from '../http/RawExchange.js';
import type { SandboxContext } from '../SandboxContext.js';
import { ServiceError } from '../ServiceError.js';
import { handleQuery, handleSubmit } from './handleSignedApi.js';
import {
  buildQueryRoutes,
  buildSubmitRoutes,
  type QueryRoute,
  type SubmitRoute,
} from './routes.js';

/** The signed API's paths (spec "Endpoints"): `/public/v1/submit/<op>`, `/public/v1/query/<op>`. */
export const SIGNED_API_PATH = /^\/public\/v1\/(submit|query)\/([a-z0-9_]+)$/;

// The signed API authenticates by stamp, not by origin, so any page may call it (CORS `*`, no
// credentials: a stamp is a header, never a cookie). The preflight lets through every header the
// production clients send: the three stamps (`X-Stamp-WebAuthn` in either spelling, as CORS
// compares names case-insensitively) and `X-Client-Version`, which `@turnkey/core` sends on
// every call.
export const SIGNED_API_CORS: Readonly<Record<string, string>> = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers':
    'content-type, accept, x-stamp, x-stamp-webauthn, x-stamp-attested, x-client-version',
  'access-control-max-age': '600',
};

export type SignedApiOperation =
  | { family: 'submit'; route: SubmitRoute }
  | { family: 'query'; route: QueryRoute };

/**
 * The signed API as one pipeline on plain requests and replies, shared by its two doors: the
 * web `handler(Request)` (signedApiFeature) and the HTTP server's fast path (startSandbox), so
 * both answer alike. Every reply carries the CORS headers, errors included.
 */
export interface SignedApi {
  /** The operation at `/public/v1/<family>/<op>`, or undefined (then answer `notFound`). */
  find(family: string, op: string): SignedApiOperation | undefined;
  notFound(family: string, op: string): RawReply;
  /**
   * Runs an operation; never throws or rejects (refusals are replies). Synchronous when the
   * operation could run at once (see handleQuery).
   */
  answer(operation: SignedApiOperation, request: RawRequest): RawReply | Promise<RawReply>;
  /** The reply to an error met before the operation ran (a body too large, not UTF-8). */
  failure(error: unknown): RawReply;
  /** The answer to a CORS preflight. */
  preflight(): RawReply;
}

const withCors = (reply: RawReply): RawReply => {
  Object.assign(reply.headers, SIGNED_API_CORS);
  return reply;
};

const failure = (error: unknown): RawReply => errorReply(error, { ...SIGNED_API_CORS });

const apis = new WeakMap<SandboxContext, SignedApi>();

/** Builds a sandbox's signed API and registers it for `signedApiOf`. */
export function createSignedApi(ctx: SandboxContext): SignedApi {
  // Built on first use: the extra routes of other features are known only once all have started.
  let submitRoutes: Map<string, SubmitRoute> | undefined;
  const queryRoutes = buildQueryRoutes();
  const api: SignedApi = {
    find(family, op) {
      if (family === 'submit') {
        submitRoutes ??= buildSubmitRoutes(ctx.extraSubmitRoutes);
        const route = submitRoutes.get(op);
        return route && { family, route };
      }
      const route = family === 'query' ? queryRoutes.get(op) : undefined;
      return route && { family: 'query', route };
    },
    notFound(family, op) {
      return failure(ServiceError.notFound(`unknown ${family} operation ${op}`));
    },
    answer(operation, request) {
      try {
        const reply =
          operation.family === 'submit'
            ? handleSubmit(ctx, operation.route, request)
            : handleQuery(ctx, operation.route, request);
        return reply instanceof Promise ? reply.then(withCors, failure) : withCors(reply);
      } catch (error) {
        return failure(error);
      }
    },
    failure,
    preflight: () => ({ status: 204, body: '', headers: { ...SIGNED_API_CORS } }),
  };
  apis.set(ctx, api);
  return api;
}

/** The signed API of a sandbox, when it has one. */
export function signedApiOf(ctx: SandboxContext): SignedApi | undefined {
  return apis.get(ctx);
}
