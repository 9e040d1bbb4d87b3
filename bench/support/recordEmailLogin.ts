import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page, type Route } from '@playwright/test';
import { build } from 'vite';
import { CHROMIUM_LAUNCH_OPTIONS } from '../../e2e/support/chromium.js';
import { createInProcessSandbox, readLastCode, type TestSandbox } from '../../src/testing/index.js';
import type { BuiltApp } from './buildApp.js';

/** Where in a login a script was asked for. */
export type LoginStep = 'page load' | 'modal open' | 'address sent' | 'code typed';

/** The scripts a page fetched along one path, in the order it asked for them. */
export interface RecordedPath {
  scripts: { file: string; step: LoginStep }[];
}

/** The app's origin. No socket is opened: Playwright answers every request of the page. */
const ORIGIN = 'http://localhost';
const TIMEOUT = 30_000;

/**
 * What a real e-mail login fetches: the app as built (`buildApp`) is served to Debian's Chromium,
 * a sandbox runs in this process, and a person's steps are played (open the modal, type an
 * address, Enter, type the code from the dev inbox) for a new user (the signup, its wallet's
 * app-proof check) and then, after logging out and reloading, for the same user returning.
 * Every script the page asks for, from the first load until the page is quiet after the login,
 * is recorded: the path is read from what the browser did, not from chunk or module names.
 *
 * Playwright's routing answers each request: the build's files from memory, anything else from
 * the sandbox's `handler(Request)` (the app's origin is the sandbox's `baseUrl`, as behind one
 * production domain). Routing also turns the HTTP cache off, so a reload fetches afresh.
 */
export async function recordEmailLogin(
  app: BuiltApp,
): Promise<{ newUser: RecordedPath; returningUser: RecordedPath }> {
  const files = new Map(app.chunks.map((chunk) => [chunk.fileName, chunk.code]));
  const entry = app.chunks.find((chunk) => chunk.initial && chunk.pulledInBy.length === 0);
  if (!entry) throw new Error('recordEmailLogin: the build has no entry chunk');
  const host = await buildHostReact(app);
  const html = `<!doctype html><html><head><meta charset="utf-8"><title>bench</title><script type="importmap">${JSON.stringify({ imports: host.importMap })}</script></head><body><div id="root"></div><script type="module" src="/${entry.fileName}"></script></body></html>`;
  const sandbox = await createInProcessSandbox({ baseUrl: ORIGIN });
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  try {
    const context = await browser.newContext();
    context.setDefaultTimeout(TIMEOUT);
    let scripts: RecordedPath['scripts'] = [];
    const step: { now: LoginStep } = { now: 'page load' };
    let started = 0;
    const problems: string[] = [];
    await context.route(`${ORIGIN}/**`, async (route) => {
      started += 1;
      const path = new URL(route.request().url()).pathname;
      const script = files.get(path.slice(1));
      const hostScript = host.files.get(path.slice(1));
      if (path === '/') {
        await route.fulfill({ contentType: 'text/html', body: html });
      } else if (hostScript !== undefined) {
        await route.fulfill({ contentType: 'text/javascript', body: hostScript });
      } else if (script !== undefined) {
        scripts.push({ file: path.slice(1), step: step.now });
        await route.fulfill({ contentType: 'text/javascript', body: script });
      } else {
        await answerFromSandbox(route, sandbox);
      }
    });
    const page = await context.newPage();
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()}`);
    });
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`HTTP ${response.status()} ${response.url()}`);
    });

    const email = `bench-${Date.now()}@example.com`;
    const path = async (): Promise<RecordedPath> => {
      scripts = [];
      step.now = 'page load';
      await page.goto(`${ORIGIN}/`);
      await logInByEmail(page, sandbox, email, step);
      await quiet(page, () => started);
      if (problems.length > 0) throw new Error(`e-mail login: ${problems.join('; ')}`);
      const seen = new Set<string>();
      return { scripts: scripts.filter(({ file }) => !seen.has(file) && seen.add(file)) };
    };
    const newUser = await path();
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('button', { name: 'Log in' }).waitFor();
    const returningUser = await path();
    return { newUser, returningUser };
  } finally {
    await browser.close();
    await sandbox.close();
  }
}

/**
 * The host app's React, which the measured build leaves external: each bare specifier the build
 * imports (`react`, `react-dom/client`, `react/jsx-runtime`) as an ES module of its own, one React
 * shared by them, named in the page's import map and served apart from the app's scripts (never
 * counted in a path).
 */
async function buildHostReact(
  app: BuiltApp,
): Promise<{ files: Map<string, string>; importMap: Record<string, string> }> {
  const ids = new Set<string>();
  for (const chunk of app.chunks) {
    for (const m of chunk.code.matchAll(
      /(?:from|import)\s*\(?\s*["']((?:react|react-dom)(?:\/[^"']*)?)["']/g,
    )) {
      ids.add(m[1]!);
    }
  }
  const require = createRequire(import.meta.url);
  const dir = mkdtempSync(join(tmpdir(), 'ewk-host-react-'));
  try {
    const entries: Record<string, string> = {};
    const importMap: Record<string, string> = {};
    for (const [i, id] of [...ids].entries()) {
      // CommonJS packages: their names are read from the module itself, then re-exported.
      const names = Object.keys(require(id) as object).filter(
        (name) => name !== 'default' && /^[A-Za-z_$][\w$]*$/.test(name),
      );
      const file = join(dir, `host${i}.js`);
      writeFileSync(
        file,
        `import m from ${JSON.stringify(require.resolve(id))};\nexport default m;\nexport const { ${names.join(', ')} } = m;\n`,
      );
      entries[`host${i}`] = file;
      importMap[id] = `/host/host${i}.js`;
    }
    const result = await build({
      configFile: false,
      root: dir,
      logLevel: 'silent',
      mode: 'production',
      define: { 'process.env.NODE_ENV': '"production"' },
      build: {
        write: false,
        minify: true,
        lib: { entry: entries, formats: ['es'] },
        rolldownOptions: {
          output: { entryFileNames: 'host/[name].js', chunkFileNames: 'host/[name]-[hash].js' },
        },
      },
    });
    const outputs = (Array.isArray(result) ? result : [result]) as unknown as {
      output: { type: string; fileName: string; code?: string }[];
    }[];
    const files = new Map(
      outputs
        .flatMap((o) => o.output)
        .filter((out) => out.type === 'chunk')
        .map((out) => [out.fileName, out.code ?? ''] as const),
    );
    return { files, importMap };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function answerFromSandbox(route: Route, sandbox: TestSandbox): Promise<void> {
  const request = route.request();
  const body = request.postDataBuffer();
  const response = await sandbox.fetch(request.url(), {
    method: request.method(),
    headers: await request.allHeaders(),
    ...(body ? { body: new Uint8Array(body) } : {}),
  });
  await route.fulfill({
    status: response.status,
    headers: Object.fromEntries(response.headers),
    body: Buffer.from(await response.arrayBuffer()),
  });
}

/** A person's e-mail login through the modal, until the page shows them signed in. */
async function logInByEmail(
  page: Page,
  sandbox: TestSandbox,
  email: string,
  step: { now: LoginStep },
): Promise<void> {
  const opener = page.getByRole('button', { name: 'Log in' });
  await opener.waitFor();
  step.now = 'modal open';
  await opener.click();
  const modal = page.getByRole('dialog');
  const field = modal.getByRole('textbox', { name: 'Email address' });
  await field.fill(email);
  step.now = 'address sent';
  await field.press('Enter');
  const firstBox = modal.getByRole('textbox', { name: /^Character 1 of/ });
  await firstBox.waitFor();
  await firstBox.focus();
  const code = await readLastCode(sandbox, email);
  step.now = 'code typed';
  await page.keyboard.type(code);
  await page.getByRole('button', { name: 'Log out' }).waitFor();
  await modal.waitFor({ state: 'hidden' });
}

/**
 * Waits until the page has been idle (`requestIdleCallback`) with no request started meanwhile:
 * what a login starts after it shows the user signed in (a check that runs behind the screen)
 * belongs to its path too.
 */
async function quiet(page: Page, requestsStarted: () => number): Promise<void> {
  for (;;) {
    const before = requestsStarted();
    await page.evaluate(
      () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 2000 })),
    );
    await page.evaluate(() => new Promise<void>((resolve) => setTimeout(resolve, 100)));
    if (requestsStarted() === before) return;
  }
}
