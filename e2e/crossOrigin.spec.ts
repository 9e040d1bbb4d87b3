/**
 * A web page on another origin (a site the developer happens to visit while the sandbox runs)
 * tries the attack of the security review: it reads the dev inbox for a victim's code, with its
 * own backend starting the OTP and finishing the login. The dev endpoints answer only the
 * sandbox's own origin (and configured ones), so the page reads nothing, and the login fails.
 *
 * The other origin is a page served here on E2E_OTHER_PORT (default: the demo port + 1), at
 * http://127.0.0.1:<port>: another origin than the demo's http://localhost:<demo port>.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { createWalletKit, initOtp, verifyOtp } from 'embedded-wallet-kit';
import { readDevInfo, sandboxKitOptions } from 'embedded-wallet-kit-sandbox/testing';
import { DEMO_TEST_PORT, SANDBOX_TEST_PORT } from '../playwright.config.js';
import { signInWithEmail, uniqueEmail } from './support/demo.js';

const OTHER_PORT = Number(process.env.E2E_OTHER_PORT ?? DEMO_TEST_PORT + 1);

/** What the attacker's page runs: every dev endpoint it can think of, results as plain data. */
const ATTACK_PAGE = `<!doctype html><meta charset="utf-8"><title>Totally unrelated site</title>
<script>
window.attack = async (target, victim) => {
  const attempt = async (path, init) => {
    try {
      const response = await fetch(target + path, init);
      return { status: response.status, body: await response.text() };
    } catch (error) {
      return { blocked: String(error) };
    }
  };
  const inbox = await attempt('/__dev/inbox?to=' + encodeURIComponent(victim), {
    headers: { accept: 'application/json' },
  });
  let code;
  try {
    code = JSON.parse(inbox.body).messages[0].code;
  } catch {}
  return {
    code,
    inbox,
    info: await attempt('/__dev/info'),
    patch: await attempt('/__dev/proxy-config', {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ allowedOrigins: [location.origin] }),
    }),
  };
};
</script>`;

/** The browser blocked the read, or the sandbox answered 403. */
const refused = (attempt: unknown): boolean => {
  const a = attempt as { blocked?: string; status?: number };
  return typeof a.blocked === 'string' || a.status === 403;
};

let server: Server;
let otherOrigin: string;

test.beforeAll(async () => {
  server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(ATTACK_PAGE);
  });
  await new Promise<void>((resolve) => server.listen(OTHER_PORT, '127.0.0.1', resolve));
  otherOrigin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

test('a page on another origin can neither read the inbox nor log in as the victim', async ({
  page,
  browser,
}, info) => {
  // The victim signs up in the demo as usual.
  await page.goto('/');
  const victimEmail = uniqueEmail(info, 'victim');
  const victim = await signInWithEmail(page, victimEmail);
  const demoOrigin = new URL(page.url()).origin;

  // The attacker's backend starts an OTP for the victim's address (the proxy's default allowed
  // origin is `*`, as the spec's default)...
  // A server sends whatever Origin it likes: it claims its page's.
  const attackerFetch: typeof fetch = (input, init = {}) => {
    const headers = new Headers(init.headers);
    headers.set('origin', otherOrigin);
    return fetch(input, { ...init, headers });
  };
  const kit = createWalletKit(
    sandboxKitOptions(await readDevInfo(demoOrigin), { fetch: attackerFetch }),
  );
  try {
    const handle = await initOtp(kit, { otpType: 'OTP_TYPE_EMAIL', contact: victimEmail });

    // ...and its page, open in the developer's browser, tries to read the code: through the
    // demo's dev server and from the sandbox's own port.
    const attacker = await browser.newPage();
    await attacker.goto(`${otherOrigin}/`);
    const results: Record<string, Record<string, unknown>> = {};
    for (const target of [demoOrigin, `http://localhost:${SANDBOX_TEST_PORT}`]) {
      results[target] = await attacker.evaluate(
        ([t, v]) =>
          (
            window as unknown as {
              attack(t: string, v: string): Promise<Record<string, unknown>>;
            }
          ).attack(t, v),
        [target, victimEmail] as const,
      );
    }
    await attacker.close();

    // The backend finishes the login with what the page found (or, finding nothing, a guess).
    const stolen = Object.values(results).find((r) => typeof r.code === 'string')?.code;
    const login = verifyOtp(kit, { handle, code: typeof stolen === 'string' ? stolen : '000000' });
    await expect(login, 'the attacker logged in as the victim').rejects.toThrow();
    expect(kit.session.getSnapshot().status).not.toBe('signedIn');

    for (const [target, result] of Object.entries(results)) {
      expect(result.code, target).toBeUndefined();
      // The sandbox answers 403 without CORS headers, so the read fails in the browser (a
      // TypeError); the demo's Vite server adds its own CORS header for 127.0.0.1 pages on
      // what it forwards, so there the page may read the 403 itself.
      for (const name of ['inbox', 'info', 'patch']) {
        expect(refused(result[name]), `${target} ${name}`).toBe(true);
      }
    }
  } finally {
    kit.destroy();
  }
  // The proxy configuration was not changed by the page.
  const config = (await (await fetch(`${demoOrigin}/__dev/proxy-config`)).json()) as {
    allowedOrigins: string[];
  };
  expect(config.allowedOrigins).not.toContain(otherOrigin);
  expect(victim.organizationId).not.toBe('');
});
