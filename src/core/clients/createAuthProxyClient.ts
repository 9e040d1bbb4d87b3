import { proxyPath } from '../../protocol/operationPaths.js';
import type { ProxyBody, ProxyName, ProxyResponse } from '../../protocol/operations.js';
import { PROXY_CONFIG_HEADER } from '../../protocol/stamp.js';
import { ProxyError } from '../errors/proxyError.js';
import type { Transport } from '../transport/transport.js';
import type { AuthProxyCalls } from './authProxyCalls.js';
import { type AuthProxyMethods, authProxyMethods } from './authProxyMethods.js';
import type { CallOptions } from './callOptions.js';
import { checkInDevelopment } from './loadOperations.js';

export interface AuthProxyClientOptions {
  /** `{auth_proxy_url}`; operations are under `/v1/<op>`. */
  authProxyUrl: string;
  /** Sent as `X-Auth-Proxy-Config-ID` on every call (spec "Authentication", auth proxy). */
  authProxyConfigId: string;
  transport: Transport;
}

/**
 * `call(op, ...)`, and one camelCase method per proxy operation (`otpInitV2`,
 * `walletKitConfig`...: `authProxyMethods.ts`, generated from the table).
 */
export interface AuthProxyClient extends AuthProxyCalls, AuthProxyMethods {}

export type { AuthProxyMethods };

/**
 * Reads that change nothing may be resent after a network failure. Everything else may not:
 * a second `otp_init_v2` sends a second code, a second `signup_v2` makes a second organization.
 */
const IDEMPOTENT: ReadonlySet<ProxyName> = /* @__PURE__ */ new Set<ProxyName>([
  'wallet_kit_config',
  'account',
]);

/**
 * The auth proxy's client (spec "Auth proxy operations"): `call` POSTs to the operation's path
 * (a development build first checks the body against the table: `checkInDevelopment`); the named
 * methods are generated one-liners over it, so the table stays the one place an operation is
 * described. Proxy calls are not stamped; the proxy signs what it forwards (spec
 * "Authentication", auth proxy, 3).
 */
export function createAuthProxyClient(options: AuthProxyClientOptions): AuthProxyClient {
  const base = options.authProxyUrl.replace(/\/+$/, '');
  const call = async <N extends ProxyName>(
    op: N,
    body: ProxyBody<N>,
    callOptions: CallOptions = {},
  ): Promise<ProxyResponse<N>> => {
    await checkInDevelopment('proxy', op, body, ProxyError);
    return options.transport.request<ProxyResponse<N>>({
      url: `${base}${proxyPath(op)}`,
      body: JSON.stringify(body),
      headers: { [PROXY_CONFIG_HEADER]: options.authProxyConfigId },
      retry: IDEMPOTENT.has(op),
      errorType: ProxyError,
      signal: callOptions.signal,
      timeoutMs: callOptions.timeoutMs,
    });
  };
  return { call, ...authProxyMethods({ call }) };
}
