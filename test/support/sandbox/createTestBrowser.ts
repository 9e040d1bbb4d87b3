/**
 * Test helper (not exported from the package): a tiny "browser" over a Fetch handler. It keeps a
 * cookie jar with RFC 6265 path matching and follows redirects itself, stopping when a redirect
 * leaves the handler's origin and path prefix (that is the app's redirect_uri, which a browser
 * would load and this helper only reports).
 */
export interface TestBrowser {
  /** One request, cookies attached and stored; redirects are not followed. */
  request(
    url: string,
    init?: { method?: string; form?: Record<string, string> },
  ): Promise<Response>;
  /** Requests `url` and follows redirects while they stay under `servedPrefix`. */
  navigate(
    url: string,
    init?: { method?: string; form?: Record<string, string> },
  ): Promise<TestNavigation>;
  cookieNames(): string[];
}

export interface TestNavigation {
  /** The last URL fetched. */
  url: string;
  /** Its response (a redirect when `leftTo` is set, with its body unread). */
  response: Response;
  /** Set when the last response redirected outside `servedPrefix`: the absolute target. */
  leftTo?: string;
}

interface StoredCookie {
  name: string;
  value: string;
  path: string;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

export function createTestBrowser(
  handle: (request: Request) => Promise<Response>,
  servedPrefix: string,
): TestBrowser {
  const jar = new Map<string, StoredCookie>();

  const cookieHeader = (url: URL) =>
    [...jar.values()]
      .filter((cookie) => pathMatches(url.pathname, cookie.path))
      .map((cookie) => `${cookie.name}=${cookie.value}`)
      .join('; ');

  const store = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      let path = '/';
      let expired = value === '';
      for (const attribute of attributes) {
        const [key = '', attrValue = ''] = attribute.split('=');
        const lower = key.toLowerCase();
        if (lower === 'path') path = attrValue;
        if (lower === 'max-age' && Number(attrValue) <= 0) expired = true;
        if (lower === 'expires' && Date.parse(attrValue) <= Date.now()) expired = true;
      }
      const key = `${name};${path}`;
      if (expired) jar.delete(key);
      else jar.set(key, { name, value, path });
    }
  };

  const request: TestBrowser['request'] = async (url, init = {}) => {
    const target = new URL(url);
    const headers = new Headers();
    const cookie = cookieHeader(target);
    if (cookie) headers.set('cookie', cookie);
    let body: string | undefined;
    if (init.form) {
      headers.set('content-type', 'application/x-www-form-urlencoded');
      body = new URLSearchParams(init.form).toString();
    }
    const response = await handle(
      new Request(target, { method: init.method ?? (body ? 'POST' : 'GET'), headers, body }),
    );
    store(response);
    return response;
  };

  const navigate: TestBrowser['navigate'] = async (url, init) => {
    let current = url;
    let response = await request(current, init);
    for (let hops = 0; REDIRECTS.has(response.status); hops++) {
      if (hops > 10) throw new Error('too many redirects');
      const location = response.headers.get('location');
      if (!location) throw new Error(`redirect ${response.status} without Location`);
      const next = new URL(location, current).href;
      if (!next.startsWith(servedPrefix)) return { url: current, response, leftTo: next };
      await response.body?.cancel();
      current = next;
      response = await request(current);
    }
    return { url: current, response };
  };

  return { request, navigate, cookieNames: () => [...jar.values()].map((c) => c.name) };
}

/** RFC 6265 section 5.1.4. */
function pathMatches(requestPath: string, cookiePath: string): boolean {
  if (requestPath === cookiePath) return true;
  if (!requestPath.startsWith(cookiePath)) return false;
  return cookiePath.endsWith('/') || requestPath.charAt(cookiePath.length) === '/';
}

/** Reads the login form of devPages.ts: its action and the value of each named input. */
export function readLoginForm(html: string): { action: string; fields: Record<string, string> } {
  const action = /<form id="login-form" method="post" action="([^"]*)"/.exec(html)?.[1];
  if (action === undefined) throw new Error('no login form in the page');
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(
    /<input id="([^"]+)" name="([^"]+)"([^>]*)value="([^"]*)"([^>]*)>/g,
  )) {
    // An unticked checkbox is not submitted (HTML, "constructing the entry list").
    const attributes = `${match[3]} ${match[5]}`;
    if (attributes.includes('type="checkbox"') && !/\bchecked\b/.test(attributes)) continue;
    fields[match[2] ?? ''] = decodeEntities(match[4] ?? '');
  }
  return { action: decodeEntities(action), fields };
}

export function decodeEntities(value: string): string {
  return value
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&');
}
