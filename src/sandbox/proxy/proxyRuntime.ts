import type { DevOAuthProvider } from '../devOAuthProvider/index.js';
import type { SandboxContext } from '../sandboxContext.js';

/** What the proxy's parts share within one sandbox (they are separate features, one context). */
export interface ProxyRuntime {
  /** The dev OAuth provider mounted at `${baseUrl}/oauth`, once its feature has started. */
  oauthProvider?: DevOAuthProvider;
  /** Called after any proxy configuration is created or changed. */
  readonly configListeners: Set<() => void>;
}

const runtimes = new WeakMap<SandboxContext, ProxyRuntime>();

export function proxyRuntime(ctx: SandboxContext): ProxyRuntime {
  let runtime = runtimes.get(ctx);
  if (!runtime) {
    runtime = { configListeners: new Set() };
    runtimes.set(ctx, runtime);
  }
  return runtime;
}
