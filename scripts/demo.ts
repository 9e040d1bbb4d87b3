#!/usr/bin/env node
/**
 * `npm run demo`: one command for the whole demo. Starts a sandbox (auth proxy, signed API, dev
 * OAuth provider, dev inbox) and the demo app's Vite dev server in front of it, then prints where
 * to go.
 *
 *   npm run demo               # demo on :5173, sandbox on :8787, data in .sandbox/demo
 *   npm run demo -- --memory   # a fresh throw-away sandbox
 *   npm run demo -- --port 45173 --sandbox-port 48787 --memory --built
 *                              # what the e2e suite runs
 *
 * `--built` serves the demo bundled (one `vite build` at start, then `vite preview` with the
 * same forwarding to the sandbox) instead of the dev server: a page load is then a few chunks
 * rather than hundreds of modules Vite transforms one by one, which on a 2-core CI machine
 * costs the browser tests more CPU than the tests themselves. It is a development build
 * (`NODE_ENV=development`: React's and the kit's development checks and warnings stay on, as
 * on the dev server), not minified, and it also serves the core entry at `/e2e/core.js` for the
 * tests that drive the core from the page. No hot reload: for working on the demo, leave it out.
 *
 * Beside them, a local Ethereum development chain (Hardhat's network, scripts/devChain.ts) on
 * `--chain-port` (default 8545): the sandbox funds each new embedded Ethereum account there, so
 * the demo's wagmi panel can send test ETH at once, offline.
 *
 * The sandbox's public URL is the demo's origin: the dev server forwards the sandbox's paths to
 * it (demo/vite.config.ts), so WebAuthn, OAuth redirects and the proxy's origin check all see the
 * one origin a real deployment has.
 */
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { build, createServer, preview } from 'vite';
import { DEMO_APP_NAME } from '../demo/src/demoAppName.js';
import { startSandbox } from '../src/sandbox/index.js';
import { patchProxyConfig } from '../src/testing/proxyConfig.js';
import { buildFrameFiles } from './buildFrame.js';
import { startDevChain } from './devChain.js';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '5173' },
    'sandbox-port': { type: 'string', default: '8787' },
    'chain-port': { type: 'string', default: '8545' },
    'data-dir': { type: 'string', default: '.sandbox/demo' },
    memory: { type: 'boolean', default: false },
    built: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

if (values.help) {
  console.log(
    'Usage: npm run demo -- [--port 5173] [--sandbox-port 8787] [--chain-port 8545] [--data-dir .sandbox/demo] [--memory] [--built]',
  );
  process.exit(0);
}

function portOf(name: string, text: string): number {
  const port = Number(text);
  if (!Number.isInteger(port) || port < 1 || port > 65_535) {
    console.error(`demo: --${name} must be a port number, got ${text}`);
    process.exit(2);
  }
  return port;
}

const demoPort = portOf('port', values.port);
const sandboxPort = portOf('sandbox-port', values['sandbox-port']);
const chainPort = portOf('chain-port', values['chain-port']);
const demoOrigin = `http://localhost:${demoPort}`;

// The chain starts while the frame builds (about a second each).
const [chain, frameFiles] = await Promise.all([
  startDevChain({ port: chainPort }),
  buildFrameFiles(),
]);
const sandbox = await startSandbox({
  port: sandboxPort,
  host: '127.0.0.1',
  // The browser only ever talks to the demo's origin (see above).
  baseUrl: demoOrigin,
  // The kit's isolated frame (export and import), built from src/frame, on an origin of its own.
  frame: { files: frameFiles, parentOrigins: [demoOrigin] },
  chainRpcUrl: chain.rpcUrl,
  ...(values.memory ? { memory: true } : { dataDir: values['data-dir'] }),
  // The kit's wallet signups carry the wallet's proof of possession: the demo insists on it.
  requireWalletProof: true,
});

process.env.EWK_SANDBOX_URL = `http://127.0.0.1:${sandboxPort}`;
// The e-mails and SMS name the demo as its modal does: the proxy configuration's app name. A
// page of the demo is the social logins' redirect page (demo/login-return.html: it hands a
// popup's answer to the demo, or takes a redirect login back to it), so a blocked popup can go
// on in the tab.
// (Not under /oauth: the dev server forwards those paths to the sandbox.)
const oauthRedirectUrl = `${demoOrigin}/login-return.html`;
await patchProxyConfig(process.env.EWK_SANDBOX_URL, {
  emailCustomization: { appName: DEMO_APP_NAME },
  oauthRedirectUrl,
});
process.env.VITE_DEMO_OAUTH_REDIRECT_URL = oauthRedirectUrl;
const configFile = resolve(import.meta.dirname, '../demo/vite.config.ts');
const server = { port: demoPort, strictPort: true, host: 'localhost' };
// The build goes under node_modules/.cache, one directory a port, so two checkouts or two demos
// side by side never serve each other's build; the next run on the port overwrites it (the
// e2e suite stops its servers with SIGKILL: nothing would remove a temporary directory).
const builtDir = values.built
  ? resolve(import.meta.dirname, `../node_modules/.cache/demo-build-${demoPort}`)
  : undefined;
let demo: { close(): Promise<void> };
try {
  if (builtDir) {
    // A development build, as the dev server serves (see the top of this file). Set before the
    // build resolves its configuration: Vite takes NODE_ENV from the environment when set.
    process.env.NODE_ENV = 'development';
    await build({
      configFile,
      logLevel: 'warn',
      build: { outDir: builtDir, emptyOutDir: true, minify: false, reportCompressedSize: false },
    });
    // The core entry on its own, for the tests that drive the core from the page (where the dev
    // server serves its source): a separate build, so the demo's own chunks stay as an app's.
    await build({
      configFile: false,
      logLevel: 'warn',
      // A library build leaves `process.env.NODE_ENV` to the app's bundler: here it is the app.
      define: { 'process.env.NODE_ENV': JSON.stringify('development') },
      build: {
        outDir: join(builtDir, 'e2e'),
        emptyOutDir: false,
        copyPublicDir: false,
        minify: false,
        reportCompressedSize: false,
        // `src/core/index.ts` also imports statically what its lazy loaders import on demand
        // (for the core's own users, by design): noise here.
        rolldownOptions: {
          onLog: (level, log, report) => {
            if (log.code !== 'INEFFECTIVE_DYNAMIC_IMPORT') report(level, log);
          },
        },
        lib: {
          entry: resolve(import.meta.dirname, '../src/core/index.ts'),
          formats: ['es'],
          fileName: 'core',
        },
      },
    });
    const previewServer = await preview({
      configFile,
      logLevel: 'warn',
      build: { outDir: builtDir },
      preview: server,
    });
    demo = { close: () => previewServer.close() };
  } else {
    const devServer = await createServer({ configFile, server, logLevel: 'warn' });
    await devServer.listen();
    demo = devServer;
  }
} catch (error) {
  await Promise.allSettled([sandbox.close(), chain.close()]);
  throw error;
}

const store = values.memory ? 'in memory (lost on exit)' : `${values['data-dir']}/`;
console.log(`
embedded-wallet-kit demo

  open the demo     ${demoOrigin}/
  dev inbox         ${demoOrigin}/__dev/inbox   (the codes of every e-mail and SMS "sent")
  dev OAuth login   type any name and e-mail; no password
  sandbox           http://127.0.0.1:${sandboxPort} (store ${store})
  wallet frame      ${sandbox.frameUrl ?? '(not served)'}   (export and import; also in /__dev/info)
  local chain       ${chain.rpcUrl} (Hardhat, chain id ${chain.chainId}; new accounts get 10 ETH)

Press Ctrl+C to stop.
`);

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  Promise.allSettled([demo.close(), sandbox.close(), chain.close()]).then((results) =>
    process.exit(results.every((r) => r.status === 'fulfilled') ? 0 : 1),
  );
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
