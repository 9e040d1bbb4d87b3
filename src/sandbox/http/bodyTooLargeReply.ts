import { SIGNED_API_CORS } from '../signedApi/signedApiFeature.js';
import { errorReply } from './jsonReply.js';
import { bodyTooLarge } from './readBody.js';
import type { SandboxReply } from './sandboxReply.js';

/**
 * The 413 of a body over `maxBodyBytes`, answered by an entrance before the pipeline runs (the
 * body is not read further). The signed API's answers all carry its CORS headers, so a page can
 * read this one too.
 */
export function bodyTooLargeReply(pathname: string, maxBytes: number): SandboxReply {
  return errorReply(bodyTooLarge(maxBytes), pathname.startsWith('/public/') ? SIGNED_API_CORS : {});
}
