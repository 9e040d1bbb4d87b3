import { replyToResponse } from '../http/RawExchange.js';
import { readBody } from '../http/readBody.js';
import type { SandboxFeature } from '../SandboxFeature.js';
import { ServiceError } from '../ServiceError.js';
import { seedSignedApi } from './seed/seedSignedApi.js';
import { createSignedApi, SIGNED_API_PATH } from './signedApi.js';

/**
 * `/public/v1/submit/<op>` and `/public/v1/query/<op>`, routed from the operation table: the web
 * door of the signed API pipeline (the HTTP server has a faster one to the same pipeline).
 */
export const signedApiFeature: SandboxFeature = (ctx) => {
  const api = createSignedApi(ctx);
  return {
    seed: seedSignedApi,
    async route(request, url) {
      if (!url.pathname.startsWith('/public/')) return undefined;
      if (request.method === 'OPTIONS') return replyToResponse(api.preflight());
      const match = SIGNED_API_PATH.exec(url.pathname);
      if (!match) {
        const error = ServiceError.notFound(`unknown path ${url.pathname.slice(0, 200)}`);
        return replyToResponse(api.failure(error));
      }
      const [, family, op] = match as unknown as [string, string, string];
      const operation = api.find(family, op);
      if (!operation) return replyToResponse(api.notFound(family, op));
      // Another method is refused (405) without reading its body.
      let body = '';
      if (request.method === 'POST') {
        try {
          body = await readBody(request, ctx.settings.maxBodyBytes);
        } catch (error) {
          return replyToResponse(api.failure(error));
        }
      }
      const reply = await api.answer(operation, {
        method: request.method,
        header: (name) => request.headers.get(name),
        body,
      });
      return replyToResponse(reply);
    },
  };
};
