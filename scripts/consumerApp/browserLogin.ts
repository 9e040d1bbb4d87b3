/**
 * The package checks' browser run (`scripts/checkPackages.ts`): an app built from the packed
 * tarballs, opened in Chromium, logs a new user in by e-mail and another by the sandbox's dev
 * Google provider, through the kit's modal, as a person would. Fails on any console error or
 * uncaught exception in the app's page or the provider's popup, and on a failed request.
 *
 * Not copied into the throw-away app: it runs from the repository, with its Playwright.
 */
import { type ConsoleMessage, chromium, type Page } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from '../../e2e/support/chromium.js';
import { completeDevOAuthLogin } from '../../src/testing/completeDevOAuthLogin.js';
import { readLastCode } from '../../src/testing/readLastCode.js';

const TIMEOUT = 30_000;

async function signedIn(page: Page): Promise<void> {
  await page
    .locator('[data-testid="status"][data-status="signedIn"]')
    .waitFor({ timeout: TIMEOUT });
  await page.getByRole('dialog').waitFor({ state: 'hidden', timeout: TIMEOUT });
}

async function logOut(page: Page): Promise<void> {
  // Signed in, the login button is the log-out button (README, "Quick start").
  await page.getByRole('button', { name: 'Log out' }).click();
  await page
    .locator('[data-testid="status"][data-status="signedOut"]')
    .waitFor({ timeout: TIMEOUT });
}

/**
 * The Next.js example's own API (`embedded-wallet-kit/server`): its route handler and its
 * `proxy.ts` answer the signed-in user to the page's signed fetch; the very request replayed
 * from elsewhere (another origin, outside the browser) gets 401 `{code, message}`, as does one
 * without the signature.
 */
async function askTheBackend(page: Page): Promise<void> {
  const status = (await page.getByTestId('status').textContent()) ?? '';
  const userId = /user (\S+)$/.exec(status)?.[1] ?? '';
  const answer = page.getByTestId('backend');
  const sent = page.waitForRequest((request) => request.url().endsWith('/api/me'));
  await page.getByRole('button', { name: 'Ask the API who I am' }).click();
  await answer.filter({ hasText: /^200 / }).waitFor({ timeout: TIMEOUT });
  const me = JSON.parse(((await answer.textContent()) ?? '').slice(4)) as { userId?: string };
  if (!userId || me.userId !== userId) throw new Error(`/api/me answered ${JSON.stringify(me)}`);

  const request = await sent;
  const headers = await request.allHeaders();
  const signed = ['authorization', 'content-digest', 'signature', 'signature-input'];
  const replay = async (names: string[]) => {
    const response = await fetch(request.url(), {
      headers: {
        origin: 'http://attacker.example',
        ...Object.fromEntries(names.map((name) => [name, headers[name] ?? ''])),
      },
    });
    return { status: response.status, body: (await response.json()) as { code?: string } };
  };
  const replayed = await replay(signed);
  if (replayed.status !== 401 || replayed.body.code !== 'REPLAYED_REQUEST') {
    throw new Error(`the replayed request: ${JSON.stringify(replayed)}`);
  }
  const unsigned = await replay(['authorization']);
  if (unsigned.status !== 401 || unsigned.body.code !== 'CREDENTIALS_MISSING') {
    throw new Error(`the JWT alone: ${JSON.stringify(unsigned)}`);
  }

  await page.getByRole('button', { name: 'Ask through the proxy' }).click();
  await answer.filter({ hasText: /"via":"proxy"/ }).waitFor({ timeout: TIMEOUT });
  const viaProxy = JSON.parse(((await answer.textContent()) ?? '').slice(4)) as { userId?: string };
  if (viaProxy.userId !== userId) throw new Error(`/api/account: ${JSON.stringify(viaProxy)}`);
}

/** Logs in by e-mail, logs out, logs in by the dev Google provider; answers what it did. */
export async function loginInChromium(
  appUrl: string,
  sandboxUrl: string,
  label: string,
): Promise<string> {
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  const problems: string[] = [];
  try {
    const context = await browser.newContext();
    context.setDefaultTimeout(TIMEOUT);
    // A normal flow makes no failed request and logs nothing (README, "What the kit sends for a
    // new and a returning user"): any 4xx/5xx, failed request or console error is a problem.
    const watch = (page: Page) => {
      page.on('console', (message: ConsoleMessage) => {
        if (message.type() !== 'error') return;
        const url = message.location().url || page.url();
        problems.push(`console: ${message.text()} (${url})`);
      });
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('response', (response) => {
        if (response.status() < 400) return;
        problems.push(`HTTP ${response.status()}: ${response.url()}`);
      });
      page.on('requestfailed', (request) =>
        problems.push(`request failed: ${request.url()} ${request.failure()?.errorText ?? ''}`),
      );
    };
    context.on('page', watch);
    const page = await context.newPage();
    await page.goto(appUrl);
    await page.locator('[data-testid="status"][data-status="signedOut"]').waitFor();

    // By e-mail, with the code from the dev inbox.
    const email = `${label}-${Date.now()}@example.com`;
    await page.getByRole('button', { name: 'Log in' }).click();
    const modal = page.getByRole('dialog');
    const field = modal.getByRole('textbox', { name: 'Email address' });
    // The e-mail field is on the modal's first screen; Enter sends the code.
    await field.fill(email);
    await field.press('Enter');
    const firstBox = modal.getByRole('textbox', { name: /^Character 1 of/ });
    await firstBox.waitFor();
    await firstBox.focus();
    await page.keyboard.type(await readLastCode(sandboxUrl, email));
    await signedIn(page);
    if (label === 'next') await askTheBackend(page);
    await logOut(page);

    // By the dev Google provider, in a popup.
    await page.getByRole('button', { name: 'Log in' }).click();
    const popup = page.waitForEvent('popup');
    await modal.getByRole('button', { name: 'Continue with Google' }).click();
    await completeDevOAuthLogin(await popup, { name: 'Ada', email: `g-${email}` });
    await signedIn(page);

    if (problems.length > 0) throw new Error(problems.join('\n'));

    // The app's origin may not read the dev endpoints, and the page can read why (the refusal
    // names the flag): the 403 is the one console error this run expects, so it comes last.
    const origin = new URL(appUrl).origin;
    const refusal = await page.evaluate(async (url) => {
      const response = await fetch(`${url}/__dev/inbox`, {
        headers: { accept: 'application/json' },
      });
      return {
        status: response.status,
        message: ((await response.json()) as { message: string }).message,
      };
    }, sandboxUrl);
    if (refusal.status !== 403 || !refusal.message.includes(`--dev-origins ${origin}`)) {
      throw new Error(`/__dev/inbox from ${origin}: ${JSON.stringify(refusal)}`);
    }
    return 'e-mail and dev Google signups with no failed request and no console error; /__dev/* refusal readable';
  } catch (error) {
    if (problems.length === 0) throw error;
    throw new Error(
      `${error instanceof Error ? error.message : String(error)}\n${problems.join('\n')}`,
    );
  } finally {
    await browser.close();
  }
}
