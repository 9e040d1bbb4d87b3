import type { ProxyBody, ProxyName, ProxyResponse } from '../../protocol/operations.js';
import type { CallOptions } from './callOptions.js';

/** Any proxy operation of the operation table, by its wire name. */
export interface AuthProxyCalls {
  call<N extends ProxyName>(
    op: N,
    body: ProxyBody<N>,
    options?: CallOptions,
  ): Promise<ProxyResponse<N>>;
}
