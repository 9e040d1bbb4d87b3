import type { SandboxContext } from '../../sandboxContext.js';
import { proxyRuntime } from '../proxyRuntime.js';

/** Tells the proxy's parts (the dev OAuth provider's client list) that a configuration changed. */
export function notifyProxyConfigChanged(ctx: SandboxContext): void {
  for (const listener of proxyRuntime(ctx).configListeners) listener();
}
