/**
 * The device a login came from, as people recognise it in a list of their sessions ("Chrome on
 * macOS"), read from the login request's `User-Agent`: every browser sends one, so the kit sends
 * nothing the production service would not take. Undefined when nothing is recognised.
 */
export function deviceNameOf(userAgent: string | undefined): string | undefined {
  if (!userAgent) return undefined;
  const platforms: [string, RegExp][] = [
    ['iPhone', /iPhone/],
    ['iPad', /iPad/],
    ['Android', /Android/],
    ['ChromeOS', /CrOS/],
    ['macOS', /Mac OS X/],
    ['Windows', /Windows/],
    ['Linux', /Linux/],
  ];
  const browsers: [string, RegExp][] = [
    ['Edge', /Edg\//],
    ['Firefox', /Firefox\//],
    ['Chrome', /Chrome\/|HeadlessChrome\//],
    ['Safari', /Safari\//],
    ['Node.js', /^node$|undici/],
  ];
  const platform = platforms.find(([, pattern]) => pattern.test(userAgent))?.[0];
  const browser = browsers.find(([, pattern]) => pattern.test(userAgent))?.[0];
  if (platform && browser) return `${browser} on ${platform}`;
  return browser ?? platform;
}
