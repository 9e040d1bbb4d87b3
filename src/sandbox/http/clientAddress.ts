/**
 * The network address a web `Request` given to `handler(Request)` comes from, for per-client
 * rate limits (a test of the limits, or a host app's server that serves the sandbox through
 * `handler` and knows its socket's peer). `fromWebRequest` copies it into the pipeline's
 * `SandboxRequest.clientAddress`; the sandbox's own HTTP server sets that from its socket.
 * Nothing reads an address from a header, so a client cannot claim another one by sending
 * `X-Forwarded-For` or the like. A request without one is not rate limited.
 */
const addresses = new WeakMap<Request, string>();

/** Marks `request` as coming from `address`. */
export function withClientAddress(request: Request, address: string): Request {
  addresses.set(request, address);
  return request;
}

/** The address recorded for `request`, or undefined. */
export function clientAddressOf(request: Request): string | undefined {
  return addresses.get(request);
}
