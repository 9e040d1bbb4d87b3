import type { Sandbox } from '../sandbox/index.js';

/**
 * A `fetch` that hands every request to the sandbox's `handler(Request)`: no socket, the same
 * answers as over HTTP.
 */
export function inProcessFetch(sandbox: Sandbox): typeof fetch {
  const handle = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> =>
    sandbox.handler(new Request(input, init));
  return handle as typeof fetch;
}
