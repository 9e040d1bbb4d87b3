/**
 * Which `Host` headers the sandbox's HTTP server answers: the defence against DNS rebinding, as
 * Vite's `server.allowedHosts` does it. A page on `attacker.example` whose name the attacker
 * re-points at 127.0.0.1 reaches the sandbox as same-origin, but its requests still say
 * `Host: attacker.example`; refusing every name that is not loopback or configured stops it.
 *
 * Loopback names (always allowed): `localhost`, any `*.localhost` (RFC 6761 6.3: they resolve to
 * loopback only), 127.0.0.0/8 and `[::1]`. Configured hosts are exact names (case-insensitive),
 * or `.example.com` for that name and all its subdomains; `true` allows every host (only behind
 * something else that checks it).
 */
export type AllowedHosts = readonly string[] | true;

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

/** The host name of a `Host` header value (port and IPv6 brackets kept as the header has them). */
function hostnameOf(header: string): string | undefined {
  const value = header.trim().toLowerCase();
  if (value.startsWith('[')) {
    const end = value.indexOf(']');
    if (end < 0) return undefined;
    const rest = value.slice(end + 1);
    if (rest !== '' && !/^:\d{1,5}$/.test(rest)) return undefined;
    return value.slice(0, end + 1);
  }
  const colon = value.indexOf(':');
  const name = colon < 0 ? value : value.slice(0, colon);
  if (colon >= 0 && !/^\d{1,5}$/.test(value.slice(colon + 1))) return undefined;
  // A trailing dot names the same host (`localhost.`).
  return name.endsWith('.') ? name.slice(0, -1) : name;
}

/** `localhost`, `*.localhost`, 127.0.0.0/8 or `[::1]`. */
export function isLoopbackHostname(hostname: string): boolean {
  const name = hostname.toLowerCase();
  if (name === 'localhost' || name.endsWith('.localhost')) return true;
  if (name === '[::1]' || name === '::1') return true;
  const ip = IPV4.exec(name);
  return ip !== null && ip[1] === '127' && ip.slice(2).every((octet) => Number(octet) <= 255);
}

/** Whether a request with this `Host` header may be answered. A missing header is refused. */
export function hostAllowed(header: string | undefined, allowed: AllowedHosts): boolean {
  if (allowed === true) return true;
  if (header === undefined || header === '') return false;
  const hostname = hostnameOf(header);
  if (hostname === undefined || hostname === '') return false;
  if (isLoopbackHostname(hostname)) return true;
  for (const entry of allowed) {
    const rule = entry.trim().toLowerCase();
    if (rule === '') continue;
    if (rule.startsWith('.')) {
      if (hostname === rule.slice(1) || hostname.endsWith(rule)) return true;
    } else if (hostname === rule) {
      return true;
    }
  }
  return false;
}
