/**
 * Where a helper finds a sandbox: its base URL (a running `npm run sandbox` or `npm run demo`,
 * e.g. `http://localhost:5173`), or a `TestSandbox` (which may be in-process, with its own
 * `fetch`).
 */
export type SandboxTarget = string | { readonly url: string; readonly fetch?: typeof fetch };

/** The base URL (no trailing slash) and the `fetch` that reaches a target. */
export function resolveTarget(target: SandboxTarget): { url: string; fetch: typeof fetch } {
  if (typeof target === 'string')
    return { url: target.replace(/\/$/, ''), fetch: globalThis.fetch };
  return { url: target.url.replace(/\/$/, ''), fetch: target.fetch ?? globalThis.fetch };
}
