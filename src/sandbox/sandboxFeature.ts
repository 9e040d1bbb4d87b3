import type { SandboxReply } from './http/sandboxReply.js';
import type { SandboxRequest } from './http/sandboxRequest.js';
import type { SandboxContext } from './sandboxContext.js';
import type { SeedStep } from './seedHooks.js';
import type { SubmitRoute } from './signedApi/submitRoute.js';

/** One running part of the sandbox (signed API, auth proxy, dev OAuth provider ...). */
export interface FeatureInstance {
  /** First start only: creates this feature's part of the parent organization's data. */
  seed?: SeedStep;
  /** Answers the requests it owns, or undefined to let the next feature look. */
  route?(request: SandboxRequest): Promise<SandboxReply | undefined>;
  /** Activities it adds to `/public/v1/submit/` beyond the public table. */
  submitRoutes?: SubmitRoute[];
  close?(): Promise<void> | void;
}

/**
 * A feature is started once per sandbox, with that sandbox's context and the activities the
 * features add to the signed API (`submitRoutes`, those the proxy forwards). That list is filled
 * as the features start: read it on a request, not at start.
 */
export type SandboxFeature = (
  ctx: SandboxContext,
  extraSubmitRoutes: readonly SubmitRoute[],
) => Promise<FeatureInstance> | FeatureInstance;
