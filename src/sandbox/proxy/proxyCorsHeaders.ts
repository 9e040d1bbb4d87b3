/**
 * CORS answer of the proxy: the caller's origin echoed (never `*`, so the answer names the one
 * origin it was checked for) with `Vary: Origin` for caches, and `Date` exposed (not a
 * CORS-safelisted response header): a page learns from it how far its own clock is off. Omitted
 * for a refused origin.
 */
export function proxyCorsHeaders(origin: string | null, allowed: boolean): Record<string, string> {
  return allowed && origin
    ? {
        'access-control-allow-origin': origin,
        'access-control-expose-headers': 'Date',
        vary: 'Origin',
      }
    : { vary: 'Origin' };
}

/**
 * Preflight (Fetch standard, CORS-preflight fetch): the method and headers a proxy call uses,
 * with those the production clients add (`X-Client-Version`, `X-Captcha-Token`) and the stamp
 * headers, which they may send to the proxy's origin when it also serves the signed API.
 */
export const PROXY_PREFLIGHT_HEADERS = {
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers':
    'content-type, accept, x-auth-proxy-config-id, x-client-version, x-captcha-token, x-stamp, x-stamp-webauthn, x-stamp-attested',
  'access-control-max-age': '600',
};
