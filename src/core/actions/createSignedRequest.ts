import type { WalletKit } from '../walletKit.js';
import { signRequest } from './signRequest.js';

/**
 * `new Request(input, init)` signed with the current session (`signRequest`): the request is
 * built first, so the digest is of the very bytes it sends (a `FormData` body included, with the
 * boundary chosen for it), then the four headers are added. For `fetch`, or a framework's
 * in-process request in a test (`app.request(request)`).
 */
export async function createSignedRequest(
  kit: WalletKit,
  input: string | URL | Request,
  init?: RequestInit,
): Promise<Request> {
  const request = new Request(input, init);
  const body = request.body ? new Uint8Array(await request.clone().arrayBuffer()) : null;
  const headers = await signRequest(kit, { url: request.url, method: request.method, body });
  for (const [name, value] of Object.entries(headers)) request.headers.set(name, value);
  return request;
}
