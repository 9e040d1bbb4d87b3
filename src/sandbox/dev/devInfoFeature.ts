import type { Bootstrap } from '../bootstrap.js';
import { frameUrlOf } from '../frame/frameUrlOf.js';
import { errorReply, jsonReply } from '../http/jsonReply.js';
import type { SandboxContext } from '../sandboxContext.js';
import type { SandboxFeature } from '../sandboxFeature.js';
import { ServiceError } from '../serviceError.js';
import { getSecretMeta } from '../store/sealedMeta.js';
import { devInfo } from './devInfo.js';

/** The local chain new accounts are funded on, when it answers: `{rpcUrl, chainId}`. */
async function chainOf(
  ctx: SandboxContext,
): Promise<{ rpcUrl: string; chainId: number } | undefined> {
  const funding = ctx.chainFunding;
  if (!funding) return undefined;
  const chainId = await funding.chainId().catch(() => undefined);
  return chainId === undefined ? undefined : { rpcUrl: funding.rpcUrl, chainId };
}

/**
 * `GET /__dev/info`: the bootstrap minus private keys, the whole kit config (`kitConfig`, what
 * the kit's `sandboxConfig()` reads), and `frameUrl` when the sandbox serves the isolated frame,
 * and `chain` when new accounts are funded on a local chain (`chainRpcUrl`), for apps, demos and
 * integrators' tests.
 */
export const devInfoFeature: SandboxFeature = (ctx) => ({
  async route(request) {
    if (request.url.pathname !== '/__dev/info' || request.method !== 'GET') return undefined;
    const raw = getSecretMeta(ctx.store, 'bootstrap');
    if (!raw) return errorReply(ServiceError.unavailable('sandbox not bootstrapped'));
    // CORS: only for the origins dev/devOriginGate.ts admits.
    const frameUrl = frameUrlOf(ctx);
    const chain = await chainOf(ctx);
    return jsonReply(200, {
      ...devInfo(JSON.parse(raw) as Bootstrap),
      ...(frameUrl ? { frameUrl } : {}),
      ...(chain ? { chain } : {}),
    });
  },
});
