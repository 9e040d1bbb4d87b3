import { parseJson } from '../../protocol/encoding.js';
import { jsonResponse } from '../http/jsonResponse.js';
import { readBody } from '../http/readBody.js';
import type { SandboxContext } from '../SandboxContext.js';
import { ServiceError } from '../ServiceError.js';
import { applyProxyConfigPatch } from './applyProxyConfigPatch.js';
import { notifyProxyConfigChanged } from './notifyProxyConfigChanged.js';
import type { ProxyConfigDoc } from './ProxyDocs.js';
import { publicProxyConfig } from './publicProxyConfig.js';

/** `?configId=`, else the first configuration (the seeded one). */
function pick(ctx: SandboxContext, url: URL): ProxyConfigDoc {
  const id = url.searchParams.get('configId');
  const config = id
    ? ctx.store.get('proxyConfig', id)
    : ctx.store.list('proxyConfig', { order: 'asc' })[0];
  if (!config) throw ServiceError.notFound('no such auth proxy configuration');
  return config;
}

/**
 * `GET /__dev/proxy-config[?configId=]`: the configuration; `PATCH` with a JSON object of the
 * settings to change (see applyProxyConfigPatch.ts): validated, stored, and the dev OAuth
 * provider's clients follow. DEV ONLY and deliberately without CORS, so no web page can
 * change it; call it from the command line or a test.
 */
export async function handleProxyConfigRequest(
  ctx: SandboxContext,
  request: Request,
  url: URL,
): Promise<Response> {
  if (request.method === 'GET') {
    const config = await ctx.store.transaction(() => pick(ctx, url));
    return jsonResponse(200, publicProxyConfig(ctx, config));
  }
  if (request.method !== 'PATCH') {
    throw new ServiceError(3, `method ${request.method} not allowed; use GET or PATCH`, [], 405);
  }
  const text = await readBody(request, 64 * 1024);
  const patch = parseJson(text);
  if (patch === undefined) throw ServiceError.invalid('request body is not valid JSON');
  const next = await ctx.store.transaction(() => {
    const updated = applyProxyConfigPatch(pick(ctx, url), patch, ctx.now());
    ctx.store.update('proxyConfig', updated);
    return updated;
  });
  notifyProxyConfigChanged(ctx);
  return jsonResponse(200, publicProxyConfig(ctx, next));
}
