import type { WalletKit } from '../walletKit.js';
import { createSignedRequest } from './createSignedRequest.js';

/** `fetch`'s shape, for the function `createSignedFetch` answers. */
export type SignedFetch = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

/**
 * A `fetch` for the app's own backend that signs every request with the current session
 * (`createSignedRequest`), which `embedded-wallet-kit/server` checks. For a backend on another
 * origin, its CORS must allow the headers `authorization`, `content-digest`, `signature` and
 * `signature-input`. `fetch` defaults to the global one, read at each call.
 */
export function createSignedFetch(
  kit: WalletKit,
  options: { fetch?: (request: Request) => Promise<Response> } = {},
): SignedFetch {
  return async (input, init) =>
    (options.fetch ?? globalThis.fetch)(await createSignedRequest(kit, input, init));
}
