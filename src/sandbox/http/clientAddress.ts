/**
 * The network address a request came from, for per-client rate limits. The HTTP server records
 * its socket's peer address here; nothing reads it from a header, so a client cannot claim
 * another address by sending `X-Forwarded-For` or the like. A request made in-process
 * (`handler(Request)`, tests, a host app's own server code) has no address unless its maker
 * gives one, and is not rate limited: it has no socket a stranger could reach.
 */
const addresses = new WeakMap<Request, string>();

/** Marks `request` as coming from `address` (the HTTP server does; tests of the limits too). */
export function withClientAddress(request: Request, address: string): Request {
  addresses.set(request, address);
  return request;
}

/** The address recorded for `request`, or undefined for an in-process one. */
export function clientAddressOf(request: Request): string | undefined {
  return addresses.get(request);
}
