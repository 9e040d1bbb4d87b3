import { fromWebRequest } from '../http/fromWebRequest.js';
import type { SandboxReply } from '../http/sandboxReply.js';
import type { SandboxRequest } from '../http/sandboxRequest.js';
import { toWebResponse } from '../http/toWebResponse.js';

/**
 * Runs a web `Request` through a part that speaks the sandbox's pipeline types (the dev OAuth
 * provider's `handle`) and answers a web `Response`, as `handler(Request)` does for the whole
 * sandbox: tests then speak fetch, as the browser does.
 */
export async function handleWebRequest(
  handle: (request: SandboxRequest) => Promise<SandboxReply>,
  request: Request,
): Promise<Response> {
  return toWebResponse(await handle(await fromWebRequest(request, 2 * 1024 * 1024)));
}
