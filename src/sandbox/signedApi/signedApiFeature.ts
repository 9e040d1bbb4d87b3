import { errorReply, jsonReply } from '../http/jsonReply.js';
import { readBody } from '../http/readBody.js';
import type { SandboxReply } from '../http/sandboxReply.js';
import type { SandboxFeature } from '../sandboxFeature.js';
import { ServiceError } from '../serviceError.js';
import { handleQuery, handleSubmit, type SignedRequest } from './handleSignedApi.js';
import { buildQueryRoutes, buildSubmitRoutes } from './routes.js';
import { seedSignedApi } from './seed/seedSignedApi.js';
import type { SubmitRoute } from './submitRoute.js';

/** The signed API's paths (spec "Endpoints"): `/public/v1/submit/<op>`, `/public/v1/query/<op>`. */
export const SIGNED_API_PATH = /^\/public\/v1\/(submit|query)\/([a-z0-9_]+)$/;

// The signed API authenticates by stamp, not by origin, so any page may call it (CORS `*`, no
// credentials: a stamp is a header, never a cookie). The preflight lets through every header the
// production clients send: the three stamps (`X-Stamp-WebAuthn` in either spelling, as CORS
// compares names case-insensitively) and `X-Client-Version`, which `@turnkey/core` sends on
// every call. `Date` is exposed (it is not a CORS-safelisted response header): a page learns
// from it how far its own clock is off.
// Frozen: a constant, so its answers share one headers object (see jsonReply.ts).
export const SIGNED_API_CORS: Readonly<Record<string, string>> = Object.freeze({
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers':
    'content-type, accept, x-stamp, x-stamp-webauthn, x-stamp-attested, x-client-version',
  'access-control-max-age': '600',
  'access-control-expose-headers': 'Date',
});

/**
 * `/public/v1/submit/<op>` and `/public/v1/query/<op>`, routed from the operation table. Every
 * answer carries the CORS headers, errors included.
 */
const answered = (result: unknown): SandboxReply => jsonReply(200, result, SIGNED_API_CORS);
const refused = (error: unknown): SandboxReply => errorReply(error, SIGNED_API_CORS);

export const signedApiFeature: SandboxFeature = (ctx, extraSubmitRoutes) => {
  // Built on first use: the extra routes of other features are known only once all have started.
  let submitRoutes: Map<string, SubmitRoute> | undefined;
  const queryRoutes = buildQueryRoutes();
  /** The operation at `/public/v1/<family>/<op>`, ready to run, or undefined. */
  const find = (
    family: string,
    op: string,
  ): ((request: SignedRequest) => Promise<unknown>) | undefined => {
    if (family === 'submit') {
      submitRoutes ??= buildSubmitRoutes(extraSubmitRoutes);
      const route = submitRoutes.get(op);
      const forwarded = route !== undefined && extraSubmitRoutes.includes(route);
      return route && ((request) => handleSubmit(ctx, route, request, forwarded));
    }
    const route = queryRoutes.get(op);
    return route && ((request) => handleQuery(ctx, route, request));
  };
  return {
    seed: seedSignedApi,
    // Not an async function: the operation's own promise is the only one a query makes here
    // (each promise costs microseconds under load: `npm run bench -- sandboxLoad`).
    route(request) {
      const url = request.url;
      if (!url.pathname.startsWith('/public/')) return Promise.resolve(undefined);
      if (request.method === 'OPTIONS') {
        return Promise.resolve({ status: 204, headers: SIGNED_API_CORS, body: null });
      }
      try {
        const match = SIGNED_API_PATH.exec(url.pathname);
        if (!match) throw ServiceError.notFound(`unknown path ${url.pathname.slice(0, 200)}`);
        const [, family, op] = match as unknown as [string, string, string];
        const run = find(family, op);
        if (!run) throw ServiceError.notFound(`unknown ${family} operation ${op}`);
        // Another method is refused (405) without reading its body.
        if (request.method !== 'POST') {
          throw ServiceError.methodNotAllowed(request.method, 'POST');
        }
        return run({
          header: (name) => request.header(name),
          body: readBody(request, ctx.settings.maxBodyBytes),
        }).then(answered, refused);
      } catch (error) {
        return Promise.resolve(refused(error));
      }
    },
  };
};
