/**
 * Issue 28's isolation proof, without React: a minimal app page on one origin (A) uses the
 * kit's core to export a wallet into the isolated frame, served by the sandbox on an origin of
 * its own (F), and to import one typed into it. Throughout, the app page, read with
 * `page.evaluate` (its DOM, its storage, every window and channel message it received), never
 * holds the secret, while the frame shows it (so the check could fail). And the origin checks
 * both ways: the app refuses a frame that answers from another origin (a copy of the frame on R),
 * the frame refuses to work for an app origin it does not serve, ignores a `connect` from a
 * window at another origin than the one it was opened for, and serves no app at all when its page
 * lists none (the shipped `index.html` as it is).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page, test } from '@playwright/test';
import { type RunningSandbox, startSandbox } from 'embedded-wallet-kit-sandbox';
import { readLastCode, sandboxKitOptions } from 'embedded-wallet-kit-sandbox/testing';
import { buildApp } from '../bench/support/buildApp.js';
import { buildFrameFiles } from '../scripts/buildFrame.js';
import { ETHEREUM_WALLET } from '../test/support/core/walletFixtures.js';

/** BIP39's second test vector: what the user types into the frame to import. */
const IMPORTED = 'legal winner thank year wave sausage worth useful legal winner thank yellow';

/** The app: the kit's core, and hooks that record every message the page receives. */
const APP = `
import {
  createFrameChannel, createWalletKit, exportWallet, beginImport, importWallet, initOtp,
  openWalletFrame, verifyOtp,
} from 'embedded-wallet-kit';
const received = [];
const note = (via, origin, data) => {
  try { received.push({ via, origin, data: JSON.stringify(data) }); }
  catch { received.push({ via, origin, data: String(data) }); }
};
window.addEventListener('message', (e) => note('window', e.origin, e.data), true);
// Messages on a channel port reach the kit through onmessage: record them first.
const onmessage = Object.getOwnPropertyDescriptor(MessagePort.prototype, 'onmessage');
Object.defineProperty(MessagePort.prototype, 'onmessage', {
  configurable: true,
  get() { return onmessage.get.call(this); },
  set(fn) {
    onmessage.set.call(this, fn && ((e) => { note('port', '', e.data); return fn.call(this, e); }));
  },
});
let kit, handle, frame;
window.app = {
  start(options) { kit = createWalletKit(options); },
  async sendCode(contact) {
    handle = await initOtp(kit, { otpType: 'OTP_TYPE_EMAIL', contact });
  },
  async verify(code, wallet) {
    const result = await verifyOtp(kit, { handle, code, signup: { wallet } });
    return result.session.organizationId;
  },
  async openFrame(url) {
    frame = await openWalletFrame({ url, container: document.getElementById('frame') });
  },
  async exportFirstWallet() {
    const { wallets } = await kit.api.listWallets({
      organizationId: kit.session.getSnapshot().session.organizationId,
    });
    await exportWallet(kit, { frame, walletId: wallets[0].walletId });
    return wallets[0].walletId;
  },
  beginImport: () => beginImport({ frame, kind: 'mnemonic' }),
  importWallet: (walletName) => importWallet(kit, { frame, walletName }),
  /** A channel to an iframe at src, expecting the frame at frameOrigin: the error's code. */
  async connectExpecting(src, frameOrigin) {
    const iframe = document.createElement('iframe');
    iframe.src = src;
    document.body.append(iframe);
    try {
      await createFrameChannel({ iframe, frameOrigin, timeoutMs: 10000 });
      return 'connected';
    } catch (error) {
      return error.code;
    } finally {
      iframe.remove();
    }
  },
  /** Everything the page holds that a script on it could read. */
  async dump() {
    const stores = [];
    for (const { name } of await indexedDB.databases()) {
      const db = await new Promise((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      for (const store of db.objectStoreNames) {
        const all = await new Promise((resolve) => {
          const request = db.transaction(store).objectStore(store).getAll();
          request.onsuccess = () => resolve(request.result);
        });
        stores.push(JSON.stringify(all, (_, v) => (v instanceof CryptoKey ? 'CryptoKey' : v)));
      }
      db.close();
    }
    return [
      document.documentElement.outerHTML,
      JSON.stringify({ ...localStorage }),
      JSON.stringify({ ...sessionStorage }),
      document.cookie,
      ...stores,
      JSON.stringify(received),
    ].join('\\n');
  },
  received: () => received,
};
`;

/** A rogue origin's page: it embeds the real frame and tries to talk to it. */
const ROGUE_EMBED = `<!doctype html><meta charset="utf-8"><title>Elsewhere</title>
<iframe id="frame"></iframe>
<script>
const heard = [];
window.tryConnect = (src) => new Promise((resolve) => {
  const iframe = document.getElementById('frame');
  iframe.onload = () => {
    const { port1, port2 } = new MessageChannel();
    port1.onmessage = (e) => heard.push(e.data);
    iframe.contentWindow.postMessage({
      protocol: 'embedded-wallet-kit/frame', version: 1, type: 'connect',
      channelId: '00112233445566778899aabbccddeeff',
    }, '*', [port2]);
    resolve();
  };
  iframe.src = src;
});
window.heard = () => heard;
// Forged frame messages to whoever embeds this page (the app, when it does).
setInterval(() => parent.postMessage({ protocol: 'embedded-wallet-kit/frame', version: 1, type: 'ready' }, '*'), 50);
</script>`;

let sandbox: RunningSandbox;
/** A second sandbox whose frame serves two apps, A and R. */
let sharedFrame: RunningSandbox;
let app: Server;
let rogue: Server;
let appOrigin: string;
let rogueOrigin: string;

async function listen(server: Server, host = '127.0.0.1'): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  return (server.address() as AddressInfo).port;
}

test.beforeAll(async () => {
  const [frameFiles, built] = await Promise.all([buildFrameFiles(), buildApp(APP, 'app.ts')]);
  const entry = built.chunks.find((c) => c.initial && c.pulledInBy.length === 0)!;
  const chunks = new Map(built.chunks.map((c) => [`/${c.fileName}`, c.code]));
  app = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://app').pathname;
    const script = chunks.get(path);
    if (script !== undefined) {
      res.writeHead(200, { 'content-type': 'text/javascript' });
      res.end(script);
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      `<!doctype html><meta charset="utf-8"><title>App</title><div id="frame"></div><script type="module" src="/${entry.fileName}"></script>`,
    );
  });
  appOrigin = `http://localhost:${await listen(app)}`;
  // R: a copy of the frame (a frame served from the wrong place), and a page that embeds F.
  rogue = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://rogue').pathname;
    if (path === '/embed') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(ROGUE_EMBED);
      return;
    }
    // Under /shipped/, the frame's files exactly as the kit ships them (no app origin listed).
    const shipped = path.startsWith('/shipped/');
    const rest = shipped ? path.slice('/shipped'.length) : path;
    const name = rest === '/' ? 'index.html' : rest.slice(1);
    // Elsewhere a copy of the frame for A only (what another deployment of it might be).
    const file =
      name === 'index.html' && !shipped
        ? frameFiles['index.html'].replace(
            '<meta name="ewk-frame-parent-origins" content="" />',
            `<meta name="ewk-frame-parent-origins" content="${appOrigin}" />`,
          )
        : frameFiles[name as keyof typeof frameFiles];
    res.writeHead(file ? 200 : 404, {
      'content-type': name.endsWith('.js')
        ? 'text/javascript'
        : name.endsWith('.css')
          ? 'text/css'
          : 'text/html',
    });
    res.end(file ?? '');
  });
  rogueOrigin = `http://127.0.0.1:${await listen(rogue)}`;
  [sandbox, sharedFrame] = await Promise.all([
    startSandbox({
      port: 0,
      memory: true,
      frame: { files: frameFiles, parentOrigins: [appOrigin] },
    }),
    startSandbox({
      port: 0,
      memory: true,
      frame: { files: frameFiles, parentOrigins: [appOrigin, rogueOrigin] },
    }),
  ]);
});

test.afterAll(async () => {
  await Promise.all([sandbox?.close(), sharedFrame?.close()]);
  await Promise.all(
    [app, rogue].map(
      (s) => new Promise<void>((resolve) => (s ? s.close(() => resolve()) : resolve())),
    ),
  );
});

/** Signs a new user up by e-mail code, with a wallet, in the app page. */
async function signUp(page: Page, label: string): Promise<string> {
  const options = sandboxKitOptions(sandbox.bootstrap);
  await page.evaluate(
    (o) => (window as never as { app: { start(o: unknown): void } }).app.start(o),
    options,
  );
  const email = `${label}.${Date.now()}@example.com`;
  await page.evaluate((e) => (window as never as AppWindow).app.sendCode(e), email);
  const code = await readLastCode(sandbox.url, email);
  return page.evaluate(([c, wallet]) => (window as never as AppWindow).app.verify(c, wallet), [
    code,
    ETHEREUM_WALLET,
  ] as const);
}

interface AppWindow {
  app: {
    sendCode(contact: string): Promise<void>;
    verify(code: string, wallet: unknown): Promise<string>;
    openFrame(url: string): Promise<void>;
    exportFirstWallet(): Promise<string>;
    beginImport(): Promise<void>;
    importWallet(name: string): Promise<{ walletId: string; addresses: string[] }>;
    connectExpecting(src: string, frameOrigin: string): Promise<string>;
    dump(): Promise<string>;
    received(): { via: string; origin: string; data: string }[];
  };
}

const appOf =
  (page: Page) =>
  <K extends keyof AppWindow['app']>(name: K, ...args: Parameters<AppWindow['app'][K]>) =>
    page.evaluate(
      ([n, a]) =>
        (window as never as { app: Record<string, (...x: unknown[]) => unknown> }).app[n]!(...a),
      [name, args] as const,
    ) as Promise<Awaited<ReturnType<AppWindow['app'][K]>>>;

/** The secret's words in any order of spacing: its first four words in a row is enough to leak. */
const leaks = (haystack: string, secret: string) => {
  const words = secret.split(' ');
  const flat = haystack.toLowerCase().replace(/\s+/g, ' ');
  return flat.includes(words.slice(0, 4).join(' ')) || flat.includes(secret);
};

/** Console errors and warnings of the page and its frames (with where they come from). */
function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.text()} ${message.location().url}`);
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

test('an export shows the mnemonic in the frame and never puts it in the app page', async ({
  page,
}) => {
  const problems = consoleProblems(page);
  await page.goto(`${appOrigin}/`);
  const organizationId = await signUp(page, 'export');
  // From here on: the export (a new user's sign-up asks stamp_login first, which answers 404).
  problems.length = 0;
  // A rogue iframe in the app page posts forged frame messages all along: the kit ignores them.
  await page.evaluate((src) => {
    const rogueFrame = document.createElement('iframe');
    rogueFrame.src = src;
    document.body.append(rogueFrame);
  }, `${rogueOrigin}/embed`);
  const call = appOf(page);
  await call('openFrame', `${sandbox.frameUrl}/`);
  const walletId = await call('exportFirstWallet');

  const frame = page.frameLocator('iframe[title="Wallet secret"]');
  await expect(frame.locator('main[data-state="export-shown"]')).toBeVisible();
  const stored = await sandbox.sandbox.context.store.transaction(() =>
    sandbox.sandbox.context.store.get('wallet', walletId),
  );
  expect(stored?.organizationId).toBe(organizationId);
  const mnemonic = stored!.mnemonic;
  // Hidden until revealed; then the frame shows exactly the wallet's words.
  await expect(frame.getByText(mnemonic.split(' ')[0]!, { exact: true })).toHaveCount(0);
  await frame.getByRole('button', { name: 'Reveal' }).click();
  await expect(frame.getByRole('listitem')).toHaveText(mnemonic.split(' '));

  const dump = await call('dump');
  expect(leaks(dump, mnemonic)).toBe(false);
  // The check reads what it should: the page did receive the frame's messages, and the rogue's.
  const received = await call('received');
  expect(
    received.some(
      (m) =>
        m.via === 'port' &&
        m.data.includes('"export.begin"') === false &&
        m.data.includes('targetPublicKey'),
    ),
  ).toBe(true);
  expect(received.some((m) => m.origin === rogueOrigin)).toBe(true);
  expect(leaks(JSON.stringify(received), mnemonic)).toBe(false);
  expect(problems).toEqual([]);
});

test('an import seals what is typed in the frame; the app page only ever has ciphertext', async ({
  page,
}) => {
  const problems = consoleProblems(page);
  await page.goto(`${appOrigin}/`);
  await signUp(page, 'import');
  problems.length = 0;
  const call = appOf(page);
  await call('openFrame', `${sandbox.frameUrl}/`);
  await call('beginImport');
  const frame = page.frameLocator('iframe[title="Wallet secret"]');
  await frame.getByLabel('Enter your secret recovery phrase').fill(IMPORTED);
  const imported = await call('importWallet', 'Imported');
  const wallet = await sandbox.sandbox.context.store.transaction(() =>
    sandbox.sandbox.context.store.get('wallet', imported.walletId),
  );
  expect(wallet?.mnemonic).toBe(IMPORTED);
  // Imported: the frame cleared its input.
  await expect(frame.locator('main[data-state="idle"]')).toBeAttached();
  const dump = await call('dump');
  expect(leaks(dump, IMPORTED)).toBe(false);
  expect(dump).toContain('encryptedBundle');
  expect(problems).toEqual([]);
});

test('the app refuses a frame that answers from another origin', async ({ page }) => {
  await page.goto(`${appOrigin}/`);
  const call = appOf(page);
  // A genuine copy of the frame, served from R, while the app expects F.
  const src = `${rogueOrigin}/?parentOrigin=${encodeURIComponent(appOrigin)}`;
  expect(await call('connectExpecting', src, new URL(sandbox.frameUrl!).origin)).toBe(
    'FRAME_ORIGIN_MISMATCH',
  );
  // The same frame from F connects.
  const real = `${sandbox.frameUrl}/?parentOrigin=${encodeURIComponent(appOrigin)}`;
  expect(await call('connectExpecting', real, new URL(sandbox.frameUrl!).origin)).toBe('connected');
});

test('the frame refuses an app origin it does not serve, and a connect from another origin', async ({
  page,
}) => {
  const frameOf = (p: Page) => p.frames().find((f) => f !== p.mainFrame())!;
  const tryConnect = (p: Page, src: string) =>
    p.evaluate(
      (s) => (window as never as { tryConnect(x: string): Promise<void> }).tryConnect(s),
      src,
    );
  await page.goto(`${rogueOrigin}/embed`);

  // F serves A only: its CSP's frame-ancestors keeps it out of R's page altogether.
  await tryConnect(page, `${sandbox.frameUrl}/?parentOrigin=${encodeURIComponent(rogueOrigin)}`);
  expect(await frameOf(page).locator('main#frame').count()).toBe(0);

  // Its script refuses too: a copy for A only, opened for R (same-origin here, no CSP in play).
  await tryConnect(page, `${rogueOrigin}/?parentOrigin=${encodeURIComponent(rogueOrigin)}`);
  await expect(page.frameLocator('#frame').locator('main[data-state="refused"]')).toBeAttached();

  // A frame that serves A and R, told it serves A, while R's page holds it: R's connect is
  // refused (wrong origin) and R hears nothing on its port.
  await tryConnect(page, `${sharedFrame.frameUrl}/?parentOrigin=${encodeURIComponent(appOrigin)}`);
  const open = page.frameLocator('#frame');
  await expect(open.locator('main[data-refused-messages="1"]')).toBeAttached();
  await expect(open.locator('main[data-state="waiting"]')).toBeAttached();
  expect(await page.evaluate(() => (window as never as { heard(): unknown[] }).heard())).toEqual(
    [],
  );

  // The frame as shipped (no app origin listed) serves no app: told it serves R, in R's page,
  // it stays silent and says how to configure it, on the page and in the console.
  const frameConsole: string[] = [];
  page.on('console', (message) => frameConsole.push(message.text()));
  await tryConnect(page, `${rogueOrigin}/shipped/?parentOrigin=${encodeURIComponent(rogueOrigin)}`);
  const shipped = page.frameLocator('#frame').locator('main[data-reason="unconfigured"]');
  await expect(shipped).toContainText('ewk-frame-parent-origins');
  await expect(shipped).toContainText('frame-ancestors');
  expect(frameConsole.some((text) => text.includes('serves no app yet'))).toBe(true);
  expect(await page.evaluate(() => (window as never as { heard(): unknown[] }).heard())).toEqual(
    [],
  );
});
