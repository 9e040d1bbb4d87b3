import type { WalletKit } from '../walletKit.js';
import { signRequest } from './signRequest.js';

/** `fetch`'s shape, for the function `createSignedFetch` answers. */
export type SignedFetch = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

/**
 * A `fetch` for the app's own backend that signs every request with the current session
 * (`signRequest`): the request is built first, so the digest is of the very bytes sent (a
 * `FormData` body included, with the boundary the browser chose), then sent with the four
 * headers added. For another origin, its CORS must allow `authorization`, `content-digest`,
 * `signature` and `signature-input`. `fetch` defaults to the global one, read at each call.
 */
export function createSignedFetch(
  kit: WalletKit,
  options: { fetch?: typeof fetch } = {},
): SignedFetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const body = request.body ? new Uint8Array(await request.clone().arrayBuffer()) : null;
    const headers = await signRequest(kit, { url: request.url, method: request.method, body });
    for (const [name, value] of Object.entries(headers)) request.headers.set(name, value);
    return (options.fetch ?? globalThis.fetch)(request);
  };
}
