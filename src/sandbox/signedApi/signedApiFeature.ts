import type { SandboxFeature } from '../SandboxFeature.js';
import { errorResponse } from '../http/jsonResponse.js';
import { handleQuery, handleSubmit } from './handleSignedApi.js';
import { buildQueryRoutes, buildSubmitRoutes, type SubmitRoute } from './routes.js';
import { ServiceError } from '../ServiceError.js';
import { seedSignedApi } from './seed/seedSignedApi.js';

// The signed API authenticates by stamp, not by origin, so any page may call it (CORS `*`);
// preflight must let the stamp headers through.
const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers': 'content-type, accept, x-stamp, x-stamp-webauthn',
  'access-control-max-age': '600',
};

/** `/public/v1/submit/<op>` and `/public/v1/query/<op>`, routed from the operation table. */
export const signedApiFeature: SandboxFeature = (ctx) => {
  let submitRoutes: Map<string, SubmitRoute> | undefined;
  const queryRoutes = buildQueryRoutes();
  return {
    seed: seedSignedApi,
    async route(request, url) {
      const match = /^\/public\/v1\/(submit|query)\/([a-z0-9_]+)$/.exec(url.pathname);
      if (!url.pathname.startsWith('/public/')) return undefined;
      if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: CORS });
      try {
        if (!match) throw ServiceError.notFound(`unknown path ${url.pathname.slice(0, 200)}`);
        const [, family, op] = match as unknown as [string, string, string];
        if (family === 'submit') {
          submitRoutes ??= buildSubmitRoutes(ctx.extraSubmitRoutes);
          const route = submitRoutes.get(op);
          if (!route) throw ServiceError.notFound(`unknown submit operation ${op}`);
          const response = await handleSubmit(ctx, route, request);
          for (const [k, v] of Object.entries(CORS)) response.headers.set(k, v);
          return response;
        }
        const route = queryRoutes.get(op);
        if (!route) throw ServiceError.notFound(`unknown query operation ${op}`);
        const response = await handleQuery(ctx, route, request);
        for (const [k, v] of Object.entries(CORS)) response.headers.set(k, v);
        return response;
      } catch (error) {
        return errorResponse(error, CORS);
      }
    },
  };
};
