import type { ProxyName } from 'embedded-wallet-kit/protocol';
import type { SandboxRequest } from '../../http/sandboxRequest.js';
import { RateLimitError } from '../../rateLimitError.js';
import type { SandboxContext } from '../../sandboxContext.js';
import type { ProxyConfigRecord } from '../config/proxyRecords.js';
import {
  DEFAULT_RATE_LIMITS,
  RATE_LIMITED_OPERATIONS,
  type RateLimit,
  type RateLimitedOperation,
} from './proxyLimits.js';
import { RateLimiter } from './rateLimiter.js';

const limiters = new WeakMap<SandboxContext, RateLimiter>();

const isLimited = (op: ProxyName): op is RateLimitedOperation =>
  (RATE_LIMITED_OPERATIONS as readonly string[]).includes(op);

/** The limit in force for an operation: the configuration's, else the default. */
export function rateLimitOf(config: ProxyConfigRecord, op: RateLimitedOperation): RateLimit {
  return config.rateLimits?.[op] ?? DEFAULT_RATE_LIMITS[op];
}

/**
 * Counts one call of `op` by the request's client address against the configuration's limit
 * (proxyLimits.ts); throws 429 with `Retry-After` when over it. Requests without an address
 * (in-process) are not limited.
 */
export function checkRateLimit(
  ctx: SandboxContext,
  config: ProxyConfigRecord,
  op: ProxyName,
  request: SandboxRequest,
): void {
  if (!isLimited(op)) return;
  const address = request.clientAddress;
  if (address === undefined) return;
  let limiter = limiters.get(ctx);
  if (!limiter) {
    limiter = new RateLimiter();
    limiters.set(ctx, limiter);
  }
  const { limit, windowSeconds } = rateLimitOf(config, op);
  const waitMs = limiter.hit(
    `${config.id}\n${op}\n${address}`,
    limit,
    windowSeconds * 1000,
    ctx.now(),
  );
  if (waitMs > 0) {
    throw new RateLimitError(
      `too many ${op} calls from this address: at most ${limit} every ${windowSeconds} s`,
      waitMs,
    );
  }
}
