import { randomUUID } from 'node:crypto';
import type { AppProof } from 'embedded-wallet-kit/protocol';
import { GrpcCode } from 'embedded-wallet-kit/protocol';
import {
  type ForwardedName,
  type ForwardedResults,
  forwardedOperations,
  parseJson,
} from 'embedded-wallet-kit/protocol/internal';
import { SandboxRequest } from '../http/sandboxRequest.js';
import type { SandboxContext } from '../sandboxContext.js';
import { ServiceError } from '../serviceError.js';
import type { ProxyConfigRecord } from './config/proxyRecords.js';
import { stampWithProxyKey } from './proxyKey/stampWithProxyKey.js';

const KNOWN_CODES = new Set<number>(Object.values(GrpcCode));
const utf8 = new TextEncoder();

export interface Forwarded<N extends ForwardedName> {
  result: ForwardedResults[N];
  /** Passed through unchecked (spec "What the service does" 3: the client checks them). */
  appProofs?: AppProof[];
}

/**
 * Forwards one activity to the signed API the way any caller reaches it: a submit envelope in
 * the proxy's organization, stamped with the proxy's key, through the sandbox's own handler, so
 * the stamp check, validation, liveness check and activity record all apply (spec "What the
 * service does" 2). A refusal comes back as the same `{code, message, details}` and status.
 */
export async function forwardToSignedApi<N extends ForwardedName>(
  ctx: SandboxContext,
  config: ProxyConfigRecord,
  name: N,
  parameters: unknown,
  options: { generateAppProofs?: boolean } = {},
): Promise<Forwarded<N>> {
  const row = forwardedOperations[name];
  const body = JSON.stringify({
    type: row.type,
    // Each proxy call is its own activity: without this, two identical calls in one millisecond
    // would share a fingerprint and the second would get the first one's answer (same otpId).
    proxyRequestId: randomUUID(),
    timestampMs: String(ctx.now()),
    organizationId: config.organizationId,
    parameters,
    ...(options.generateAppProofs && row.appProofs ? { generateAppProofs: true } : {}),
  });
  const reply = await ctx.dispatch(
    new SandboxRequest({
      method: 'POST',
      url: new URL(`${ctx.settings.baseUrl}/public/v1/submit/${name}`),
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        'x-stamp': stampWithProxyKey(ctx.store, config, body),
      },
      body: utf8.encode(body),
    }),
  );
  // The signed API answers JSON text (http/jsonReply.ts).
  const json = (typeof reply.body === 'string' ? parseJson(reply.body) : undefined) as
    | {
        code?: unknown;
        message?: unknown;
        details?: unknown;
        activity?: { result?: Record<string, unknown> };
        appProofs?: AppProof[];
      }
    | undefined;
  if (reply.status < 200 || reply.status > 299) {
    const code = typeof json?.code === 'number' && KNOWN_CODES.has(json.code) ? json.code : 13;
    throw new ServiceError(
      code as GrpcCode,
      typeof json?.message === 'string' ? json.message : 'the signed API refused the request',
      Array.isArray(json?.details) ? json.details : [],
      reply.status,
    );
  }
  const result = json?.activity?.result?.[row.resultKey];
  if (result === undefined) throw new Error(`signed API answered ${name} without ${row.resultKey}`);
  return {
    result: result as ForwardedResults[N],
    ...(json?.appProofs ? { appProofs: json.appProofs } : {}),
  };
}
