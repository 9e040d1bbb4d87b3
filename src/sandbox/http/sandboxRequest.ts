/**
 * A request as the sandbox's one pipeline sees it (`SandboxContext.dispatch`): the HTTP server
 * (startSandbox.ts) and the web entrance `handler(Request)` (fromWebRequest.ts) both make one,
 * and every feature's `route` reads it. A plain object rather than a web `Request`: building one
 * of those (its `Headers`, its abort signal, its body stream) cost more per request than a small
 * signed query's whole handling (measured with `npm run bench -- sandboxLoad`), and the sandbox
 * holds every body in full anyway.
 */
export class SandboxRequest {
  /**
   * The method as the client sent it. Node's HTTP parser only knows upper-case methods, and the
   * Fetch standard upper-cases the standard ones (Fetch, "normalize a method").
   */
  readonly method: string;
  /** The request URL as seen at the sandbox's public origin (`baseUrl`). */
  readonly url: URL;
  /** Header values by lower-case name; a repeated header is one value joined with ", ". */
  readonly headers: Readonly<Record<string, string>>;
  /**
   * The whole body, read and size-checked by the entrance (`maxBodyBytes`, 413 past it); none
   * for GET and HEAD.
   */
  readonly body: Uint8Array | undefined;
  /**
   * The socket's peer address, for per-client rate limits (proxy/rateLimits/checkRateLimit.ts); set
   * by the HTTP server, never taken from a header (a client could forge one). An in-process request
   * has none and is not rate limited.
   */
  readonly clientAddress: string | undefined;

  constructor(init: {
    method: string;
    url: URL;
    /** Lower-case names. */
    headers: Readonly<Record<string, string>>;
    body?: Uint8Array | undefined;
    clientAddress?: string | undefined;
  }) {
    this.method = init.method;
    this.url = init.url;
    this.headers = init.headers;
    this.body = init.body;
    this.clientAddress = init.clientAddress;
  }

  /**
   * A header's value, or null when the request has none; the name in any case (as `Headers.get`).
   */
  header(name: string): string | null {
    const key = name.toLowerCase();
    return Object.hasOwn(this.headers, key) ? this.headers[key]! : null;
  }
}
