/**
 * A name for a passkey made on this device, as people recognise it in a list: "Chrome on
 * macOS". From User-Agent Client Hints' platform where the browser has them, else from the
 * user-agent string; "Passkey" when nothing is known (server rendering, an unknown browser).
 */
export function deviceName(
  nav: { userAgent?: string; userAgentData?: { platform?: string } } | undefined = (
    globalThis as { navigator?: Navigator & { userAgentData?: { platform?: string } } }
  ).navigator,
): string {
  const ua = nav?.userAgent ?? '';
  const platform =
    nav?.userAgentData?.platform ||
    [
      ['iPhone', /iPhone/],
      ['iPad', /iPad/],
      ['Android', /Android/],
      ['ChromeOS', /CrOS/],
      ['macOS', /Mac OS X/],
      ['Windows', /Windows/],
      ['Linux', /Linux/],
    ].find(([, pattern]) => (pattern as RegExp).test(ua))?.[0];
  const browser = [
    ['Edge', /Edg\//],
    ['Firefox', /Firefox\//],
    ['Chrome', /Chrome\//],
    ['Safari', /Safari\//],
  ].find(([, pattern]) => (pattern as RegExp).test(ua))?.[0];
  if (platform && browser) return `${browser} on ${platform}`;
  return (platform as string | undefined) || (browser as string | undefined) || 'Passkey';
}
