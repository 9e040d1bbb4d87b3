import type { SandboxSettings } from '../sandboxContext.js';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** `http://localhost:*`: any port of a loopback host (only the developer's machine serves it). */
const isLoopbackWildcard = (entry: string): boolean => {
  const match = /^(https?):\/\/([^/]+):\*$/.exec(entry);
  return match !== null && LOOPBACK_HOSTS.has(match[2] ?? '');
};

/**
 * The default allowed WebAuthn origins: the sandbox's own origin and, when it runs on a loopback
 * host, that host on any port, so an app on another local port (a Vite dev server, an interop
 * page) can register and use passkeys with no flag. A non-loopback sandbox allows its origin only.
 */
export function defaultWebAuthnOrigins(baseUrl: string): string[] {
  const url = new URL(baseUrl);
  return LOOPBACK_HOSTS.has(url.hostname)
    ? [url.origin, `${url.protocol}//${url.hostname}:*`]
    : [url.origin];
}

/** Checks a configured entry: an exact origin, or a loopback host with port `*`. */
export function isWebAuthnOriginEntry(entry: string): boolean {
  if (isLoopbackWildcard(entry)) return true;
  try {
    const url = new URL(entry);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      url.origin === entry &&
      // WHATWG URL lets `*` through in a host; an origin list has no wildcards but the above.
      /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])$/i.test(url.hostname)
    );
  } catch {
    return false;
  }
}

/**
 * What to pass as `expectedOrigin` to @simplewebauthn/server for a ceremony whose client data
 * is `clientDataJson` (base64url): the exact origins configured, plus the ceremony's own origin
 * when a loopback wildcard admits it (WebAuthn L3 7.1 step 9 / 7.2 step 13: the origin must be
 * one the relying party expects; the library compares exact strings).
 */
export function expectedWebAuthnOrigins(
  settings: SandboxSettings,
  clientDataJson: string,
): string[] {
  const exact = settings.webauthnOrigins.filter((o) => !isLoopbackWildcard(o));
  let origin: unknown;
  try {
    origin = (
      JSON.parse(Buffer.from(clientDataJson, 'base64url').toString('utf8')) as {
        origin?: unknown;
      }
    ).origin;
  } catch {
    return exact;
  }
  if (typeof origin !== 'string') return exact;
  const admitted = settings.webauthnOrigins.some((entry) => {
    if (!isLoopbackWildcard(entry)) return false;
    try {
      const url = new URL(origin as string);
      return `${url.protocol}//${url.hostname}:*` === entry || `${url.origin}:*` === entry;
    } catch {
      return false;
    }
  });
  return admitted ? [...exact, origin] : exact;
}
