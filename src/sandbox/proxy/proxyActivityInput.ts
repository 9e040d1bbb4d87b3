import type { AppProof, ProxyBody } from 'embedded-wallet-kit/protocol';
import type {
  ForwardedName,
  ForwardedResults,
  forwardedOperations,
} from 'embedded-wallet-kit/protocol/internal';
import type { SandboxContext } from '../sandboxContext.js';
import type { Caller } from '../signedApi/caller.js';
import type { ProxyConfigRecord } from './config/proxyRecords.js';

/** What a forwarded activity's handler gets: the submit input plus the proxy configuration. */
export interface ProxyActivityInput<N extends ForwardedName> {
  ctx: SandboxContext;
  config: ProxyConfigRecord;
  params: ProxyBody<(typeof forwardedOperations)[N]['proxyOperation']>;
  organizationId: string;
  caller: Caller;
  activityId: string;
  generateAppProofs: boolean;
  appProofs: AppProof[];
}

export type ProxyActivityHandler<N extends ForwardedName> = (
  input: ProxyActivityInput<N>,
) => ForwardedResults[N] | Promise<ForwardedResults[N]>;
