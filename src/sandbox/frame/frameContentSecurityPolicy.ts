/**
 * The Content-Security-Policy the frame is served with (the README's "The isolated frame" says
 * the same to apps serving it): only its own script and stylesheet, no request anywhere, no
 * inline code, DOM sinks closed by Trusted Types, and `frame-ancestors` naming the app origins
 * that may embed it (the browser's own check, before any script runs): `'none'` when none are
 * given, so a frame nobody configured cannot be embedded at all (CSP3, "frame-ancestors").
 */
export function frameContentSecurityPolicy(parentOrigins: readonly string[]): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "require-trusted-types-for 'script'",
    `frame-ancestors ${parentOrigins.length > 0 ? parentOrigins.join(' ') : "'none'"}`,
  ].join('; ');
}
