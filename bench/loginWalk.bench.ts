/**
 * The walk of one e-mail login through the source, as CONTRIBUTING's walkthrough names it: every
 * file of `src/` whose code runs from the click on `LoginButton` to the session stored, measured
 * in Chromium, not read.
 *
 * The demo runs on Vite's dev server (unbundled: each source file is its own script), against a
 * sandbox. V8's precise coverage (`Profiler.takePreciseCoverage`, call counts) is reset just
 * before the click on "Log in"; the user then types the address, continues, and types the code.
 * The walk ends where the session is stored: a `debugger` statement in the page's
 * `localStorage.setItem` for the kit's session key pauses the page there, and the coverage is
 * taken while paused, so nothing that runs after (the signed-in screen) counts. A file counts
 * when a function of it ran in between; a module only evaluated (a chunk fetched ahead for a
 * method the user did not take) is listed apart. Libraries (`node_modules`) and the demo's own
 * files are left out; the count is given for react and core (the walkthrough's files) and for
 * protocol beside them.
 *
 * Walks: (a) a returning user on a device that logged them in before; (b) a new user, with the
 * demo's wallet and its app-proof checks; (f) a returning user on a new device. Each on a fresh
 * page, after a first login of the same kind (Vite's dev server compiles on first request).
 * Ports: E2E_DEMO_PORT (default 45321), E2E_SANDBOX_PORT (default 48921). Printed, never asserted.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, chromium, type Page } from '@playwright/test';
import { createServer, type UserConfig } from 'vite';
import { CHROMIUM_LAUNCH_OPTIONS } from '../e2e/support/chromium.js';
import { readLastCode, startTestSandbox } from '../src/testing/index.js';

export const description =
  'the files of src/ an e-mail login runs, LoginButton to the stored session (V8 coverage, Chromium)';

const DEMO_PORT = Number(process.env.E2E_DEMO_PORT ?? 45_321);
const SANDBOX_PORT = Number(process.env.E2E_SANDBOX_PORT ?? 48_921);
const ORIGIN = `http://localhost:${DEMO_PORT}`;
const demoConfig = fileURLToPath(new URL('../demo/vite.config.ts', import.meta.url));
const srcDir = fileURLToPath(new URL('../src/', import.meta.url));

/** Pauses the page where the kit stores its session (plain JavaScript: see browserLogin). */
const PAUSE_AT_STORED_SESSION = `(() => {
  const setItem = Storage.prototype.setItem;
  Storage.prototype.setItem = function (key, value) {
    const result = setItem.call(this, key, value);
    if (String(key).startsWith('embedded-wallet-kit:session')) {
      debugger;
    }
    return result;
  };
})();`;

interface ScriptCoverage {
  url: string;
  functions: { functionName: string; ranges: { startOffset: number; count: number }[] }[];
}

/** CDP `Runtime.StackTrace`: frames, and the async stack that scheduled them (`parent`). */
interface StackTrace {
  callFrames: { url: string; scriptId: string }[];
  parent?: StackTrace;
}

interface Walk {
  /**
   * The call path: paths under src/ in the (async) call stacks of every request the login sends
   * and of the pause where the session is stored.
   */
  path: string[];
  /** Paths under src/ with a function that ran (rendering included). */
  files: string[];
  /**
   * Paths under src/ whose module was evaluated on the way (a chunk loaded) but ran nothing else.
   */
  loaded: string[];
  /** Functions (named or not, module bodies aside) that ran at least once. */
  functions: number;
}

/** The `src/` path a dev-server script URL serves, if any. */
function sourcePath(url: string): string | undefined {
  if (!URL.canParse(url)) return undefined;
  const path = decodeURIComponent(new URL(url).pathname);
  const at = path.indexOf('/src/');
  if (at < 0 || path.includes('/node_modules/') || path.includes('/demo/')) return undefined;
  return path.slice(at + '/src/'.length);
}

/**
 * One login through the modal, coverage reset at the click and taken where the session is stored.
 */
async function walk(page: Page, sandboxUrl: string, email: string): Promise<Walk> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Debugger.enable');
  await cdp.send('Debugger.setAsyncCallStackDepth', { maxDepth: 64 });
  await cdp.send('Network.enable');
  await cdp.send('Profiler.startPreciseCoverage', { callCount: true, detailed: false });
  const urls = new Map<string, string>();
  cdp.on('Debugger.scriptParsed', (script) => urls.set(script.scriptId, script.url));
  const onPath = new Set<string>();
  const follow = (trace: StackTrace | undefined) => {
    for (let at = trace; at; at = at.parent) {
      for (const frame of at.callFrames) {
        const path = sourcePath(frame.url || (urls.get(frame.scriptId) ?? ''));
        if (path) onPath.add(path);
      }
    }
  };
  let recording = false;
  cdp.on('Network.requestWillBeSent', (event) => {
    if (recording) follow(event.initiator.stack as StackTrace | undefined);
  });
  let taken: Promise<ScriptCoverage[]> | undefined;
  cdp.on('Debugger.paused', (event) => {
    if (!taken) {
      follow({
        callFrames: event.callFrames.map((frame) => ({
          url: frame.url,
          scriptId: frame.location.scriptId,
        })),
        parent: event.asyncStackTrace as StackTrace | undefined,
      });
      recording = false;
    }
    taken ??= cdp
      .send('Profiler.takePreciseCoverage')
      .then((answer) => answer.result as ScriptCoverage[]);
    void taken.finally(() => cdp.send('Debugger.resume'));
  });
  await cdp.send('Profiler.takePreciseCoverage');
  const modal = page.getByRole('dialog');
  recording = true;
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  await modal.getByRole('textbox', { name: 'Email address' }).fill(email);
  await modal.getByRole('button', { name: 'Continue', exact: true }).click();
  await modal.getByRole('heading', { name: 'Enter your code' }).waitFor();
  const code = await readLastCode(sandboxUrl, email);
  await modal.getByRole('textbox', { name: /^Character 1 of/ }).focus();
  await page.keyboard.type(code);
  await page.getByRole('heading', { name: /^Signed in/ }).waitFor();
  if (!taken) throw new Error('the page never stored a session');
  const scripts = await taken;
  await cdp.detach();
  const files: string[] = [];
  const loaded: string[] = [];
  let functions = 0;
  for (const script of scripts) {
    const path = sourcePath(script.url);
    if (!path) continue;
    // The module body (listed only when it ran: V8 leaves out what did not run since the reset).
    const isBody = (f: ScriptCoverage['functions'][number]) =>
      f.functionName === '' && f.ranges[0]?.startOffset === 0;
    const ran = script.functions.filter((f) => !isBody(f) && (f.ranges[0]?.count ?? 0) > 0).length;
    if (ran > 0) files.push(path);
    else if (script.functions.some((f) => isBody(f) && (f.ranges[0]?.count ?? 0) > 0)) {
      loaded.push(path);
    }
    functions += ran;
  }
  return { path: [...onPath], files, loaded, functions };
}

const linesOf = (path: string) => readFileSync(`${srcDir}${path}`, 'utf8').split('\n').length;

function report(label: string, result: Walk): void {
  const walked = result.path.filter((f) => /^(react|core)\//.test(f)).sort();
  const walkedProtocol = result.path.filter((f) => f.startsWith('protocol/')).sort();
  const walkedLines = walked.reduce((sum, f) => sum + linesOf(f), 0);
  console.log(
    `${label}: the walk (files on the call path, click to stored session): ${walked.length} files of react and core (${walkedLines} lines, target <= 30), ${walkedProtocol.length} of protocol beside them`,
  );
  for (const file of walked) console.log(`  ${file}`);
  if (walkedProtocol.length > 0) console.log(`  protocol: ${walkedProtocol.join(', ')}`);
  const product = result.files.filter((f) => /^(react|core)\//.test(f)).sort();
  const protocol = result.files.filter((f) => f.startsWith('protocol/')).sort();
  const lines = product.reduce((sum, f) => sum + linesOf(f), 0);
  console.log(
    `  files that ran (rendering included): ${product.length} files of react and core (${lines} lines), ${protocol.length} of protocol beside them; ${result.functions} functions ran`,
  );
  for (const file of product) console.log(`    ${file}`);
  if (protocol.length > 0) console.log(`  protocol: ${protocol.join(', ')}`);
  const loaded = result.loaded.filter((f) => /^(react|core)\//.test(f)).sort();
  console.log(
    `  and ${loaded.length} more loaded on the way (a chunk fetched ahead) with none of their functions run: ${loaded.join(', ') || 'none'}`,
  );
}

async function freshPage(
  browser: Browser,
  storage?: Awaited<ReturnType<BrowserContext['storageState']>>,
) {
  const context = await browser.newContext({ baseURL: ORIGIN, storageState: storage });
  await context.addInitScript({ content: PAUSE_AT_STORED_SESSION });
  const page = await context.newPage();
  await page.goto('/');
  await page.getByRole('heading', { name: 'Sign in to the demo wallet' }).waitFor();
  return { context, page };
}

export async function run(): Promise<void> {
  const sandbox = await startTestSandbox({ port: SANDBOX_PORT, baseUrl: ORIGIN });
  const sandboxUrl = `http://127.0.0.1:${SANDBOX_PORT}`;
  process.env.EWK_SANDBOX_URL = sandboxUrl;
  // The demo's own configuration without its plugins: React Refresh adds to every component
  // file a function that runs when the module loads, which would count as the file's code.
  const demo: UserConfig = (await import(demoConfig)).default;
  const server = await createServer({
    ...demo,
    configFile: false,
    plugins: [],
    logLevel: 'warn',
    server: { ...demo.server, port: DEMO_PORT, strictPort: true, host: 'localhost' },
  });
  await server.listen();
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
    const stamp = Date.now().toString(36);
    const walks: Record<'a' | 'b' | 'f', Walk | undefined> = {
      a: undefined,
      b: undefined,
      f: undefined,
    };
    // Each kind twice: the first compiles what the dev server serves on first request.
    for (let round = 0; round < 2; round++) {
      // (b) a new user; (a) the same user again, on that device; (f) again, on a new one.
      const email = `walk.${stamp}.${round}@bench.example`;
      const first = await freshPage(browser);
      walks.b = await walk(first.page, sandboxUrl, email);
      await first.page.getByRole('banner').getByRole('button', { name: 'Log out' }).click();
      const device = await first.context.storageState();
      await first.context.close();
      const again = await freshPage(browser, device);
      walks.a = await walk(again.page, sandboxUrl, email);
      await again.context.close();
      const elsewhere = await freshPage(browser);
      walks.f = await walk(elsewhere.page, sandboxUrl, email);
      await elsewhere.context.close();
    }
    if (walks.a) report('(a) returning user, device used before', walks.a);
    if (walks.f) report('(f) returning user, new device', walks.f);
    if (walks.b) report('(b) new user, signup with a wallet and its app-proof checks', walks.b);
  } finally {
    await browser?.close();
    await server.close();
    await sandbox.close();
  }
}
