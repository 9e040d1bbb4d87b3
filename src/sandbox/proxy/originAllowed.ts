import type { ProxyConfigRecord } from './config/proxyRecords.js';

/**
 * Spec "Auth proxy" 2: the request must come from an allowed origin. `*` allows any (and calls
 * with no `Origin`, such as servers and tests); otherwise the browser's `Origin` must equal one
 * listed exactly, and a call without one is refused.
 */
export function originAllowed(config: ProxyConfigRecord, origin: string | null): boolean {
  if (config.allowedOrigins.includes('*')) return true;
  return origin !== null && config.allowedOrigins.includes(origin);
}
