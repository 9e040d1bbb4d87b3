import {
  type ProxyBody,
  type ProxyName,
  type ProxyResponse,
  proxyOperations,
  proxyPath,
} from '../../protocol/operations.js';
import { PROXY_CONFIG_HEADER } from '../../protocol/stamp.js';
import { ProxyError } from '../errors/proxyError.js';
import type { Transport } from '../transport/transport.js';
import { assertValid } from './assertValid.js';
import type { CallOptions } from './callOptions.js';
import { type CamelCase, camelCase } from './camelCase.js';

export interface AuthProxyClientOptions {
  /** `{auth_proxy_url}`; operations are under `/v1/<op>`. */
  authProxyUrl: string;
  /** Sent as `X-Auth-Proxy-Config-ID` on every call (spec "Authentication", auth proxy). */
  authProxyConfigId: string;
  transport: Transport;
}

/** One camelCase method per proxy operation of the table: `otpInitV2`, `walletKitConfig`... */
export type AuthProxyMethods = {
  [N in ProxyName as CamelCase<N>]: (
    body: ProxyBody<N>,
    options?: CallOptions,
  ) => Promise<ProxyResponse<N>>;
};

export interface AuthProxyClient extends AuthProxyMethods {
  call<N extends ProxyName>(
    op: N,
    body: ProxyBody<N>,
    options?: CallOptions,
  ): Promise<ProxyResponse<N>>;
}

/**
 * Reads that change nothing may be resent after a network failure. Everything else may not:
 * a second `otp_init_v2` sends a second code, a second `signup_v2` makes a second organization.
 */
const IDEMPOTENT: ReadonlySet<ProxyName> = new Set<ProxyName>(['wallet_kit_config', 'account']);

/**
 * The auth proxy's client (spec "Auth proxy operations"), with its methods made from the
 * operation table at runtime: the table is the one place an operation is described. Proxy calls
 * are not stamped; the proxy signs what it forwards (spec "Authentication", auth proxy, 3).
 */
export function createAuthProxyClient(options: AuthProxyClientOptions): AuthProxyClient {
  const base = options.authProxyUrl.replace(/\/+$/, '');
  const call = async <N extends ProxyName>(
    op: N,
    body: ProxyBody<N>,
    callOptions: CallOptions = {},
  ): Promise<ProxyResponse<N>> => {
    const row = proxyOperations[op];
    if (!row) throw new ProxyError('INVALID_ARGUMENT', `unknown proxy operation ${String(op)}`);
    assertValid(row.body, body, '');
    return options.transport.request<ProxyResponse<N>>({
      url: `${base}${proxyPath(op)}`,
      body: JSON.stringify(body),
      headers: { [PROXY_CONFIG_HEADER]: options.authProxyConfigId },
      retry: IDEMPOTENT.has(op),
      errorType: ProxyError,
      ...callOptions,
    });
  };
  const client: Record<string, unknown> = { call };
  for (const op of Object.keys(proxyOperations) as ProxyName[]) {
    client[camelCase(op)] = (body: never, callOptions?: CallOptions) => call(op, body, callOptions);
  }
  return client as unknown as AuthProxyClient;
}
