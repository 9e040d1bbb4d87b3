import { fromWebRequest } from '../../../src/sandbox/http/fromWebRequest.js';
import type { SandboxReply } from '../../../src/sandbox/http/sandboxReply.js';
import type { SandboxRequest } from '../../../src/sandbox/http/sandboxRequest.js';
import { toWebResponse } from '../../../src/sandbox/http/toWebResponse.js';

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
