/**
 * The dev provider's issuer, checked and without a trailing slash. OIDC Discovery 1.0 section
 * 2: an https URL with no query or fragment (http allowed here: development).
 *
 * @throws TypeError when it is not such a URL.
 */
export function checkIssuer(issuer: string): string {
  let url: URL;
  try {
    url = new URL(issuer);
  } catch {
    throw new TypeError(`issuer ${issuer} is not a URL`);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.search || url.hash) {
    throw new TypeError(`issuer ${issuer} must be an http(s) URL without query or fragment`);
  }
  return issuer.replace(/\/+$/, '');
}
