/**
 * An answer of the sandbox's one pipeline: what every feature's `route` returns. The HTTP server
 * writes it to the socket in one `writeHead` + `end` (startSandbox.ts); `handler(Request)` makes
 * it a web `Response` (toWebResponse.ts), the one place the sandbox builds one.
 */
export interface SandboxReply {
  readonly status: number;
  /**
   * Header values by lower-case name. `set-cookie` may be a list: each its own header line, as
   * RFC 6265 section 3 requires (cookies cannot be joined with commas).
   */
  readonly headers: Readonly<Record<string, string | readonly string[]>>;
  /** Text is sent as UTF-8. Null for no body (204, a preflight). */
  readonly body: string | Uint8Array | null;
}
