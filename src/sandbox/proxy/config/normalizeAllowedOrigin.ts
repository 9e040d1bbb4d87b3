/**
 * An allowed-origins entry, checked and normalised (spec "Auth proxy" 2: exact URLs, default `*`,
 * partial wildcards such as a wildcard subdomain unsupported). Returns the origin
 * (`scheme://host[:port]`), `*`, or a reason it is refused.
 */
export function normalizeAllowedOrigin(entry: string): { origin: string } | { problem: string } {
  if (entry === '*') return { origin: '*' };
  if (entry.includes('*')) {
    return {
      problem: `${entry}: partial wildcards are not supported; list exact origins, or "*" alone`,
    };
  }
  let url: URL;
  try {
    url = new URL(entry);
  } catch {
    return { problem: `${entry}: not a URL (expected e.g. https://app.example.com)` };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { problem: `${entry}: only http and https origins are allowed` };
  }
  if (url.username || url.password || url.search || url.hash || url.pathname !== '/') {
    return { problem: `${entry}: an origin has no path, query, fragment or credentials` };
  }
  return { origin: url.origin };
}
