// @vitest-environment happy-dom
import { it } from 'vitest';
import { createSandbox } from '../sandbox/index.js';
import { createTestBrowser } from '../sandbox/oauth/createTestBrowser.js';
it('dbg', async () => {
  const sandbox = await createSandbox({ memory: true });
  const b = sandbox.bootstrap;
  const browser = createTestBrowser((r) => sandbox.handler(r), `${b.baseUrl}/oauth/`);
  const url = `${b.baseUrl}/oauth/auth?client_id=ewk-sandbox-google&response_type=id_token&scope=openid&redirect_uri=${encodeURIComponent(b.baseUrl + '/oauth-callback')}&nonce=abc&state=s`;
  const first = await browser.request(url);
  console.log(first.status, [...first.headers.entries()], first.headers.getSetCookie?.());
  const nav = await browser.navigate(url);
  console.log(nav.url, nav.response.status, (await nav.response.text()).slice(0, 500));
  await sandbox.close();
});
