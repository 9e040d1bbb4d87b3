#!/usr/bin/env node
/**
 * `npm run demo`: one command for the whole demo. Starts a sandbox (auth proxy, signed API, dev
 * OAuth provider, dev inbox) and the demo app's Vite dev server in front of it, then prints where
 * to go.
 *
 *   npm run demo               # demo on :5173, sandbox on :8787, data in .sandbox/demo
 *   npm run demo -- --memory   # a fresh throw-away sandbox
 *   npm run demo -- --port 45173 --sandbox-port 48787 --memory
 *                              # what the e2e suite runs
 *
 * Beside them, a local Ethereum development chain (Hardhat's network, scripts/devChain.ts) on
 * `--chain-port` (default 8545): the sandbox funds each new embedded Ethereum account there, so
 * the demo's wagmi panel can send test ETH at once, offline.
 *
 * The sandbox's public URL is the demo's origin: the dev server forwards the sandbox's paths to
 * it (demo/vite.config.ts), so WebAuthn, OAuth redirects and the proxy's origin check all see the
 * one origin a real deployment has.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createServer } from 'vite';
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
    help: { type: 'boolean', short: 'h', default: false },
  },
});

if (values.help) {
  console.log(
    'Usage: npm run demo -- [--port 5173] [--sandbox-port 8787] [--chain-port 8545] [--data-dir .sandbox/demo] [--memory]',
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
let vite: Awaited<ReturnType<typeof createServer>>;
try {
  vite = await createServer({
    configFile: resolve(import.meta.dirname, '../demo/vite.config.ts'),
    server: { port: demoPort, strictPort: true, host: 'localhost' },
    logLevel: 'warn',
  });
  await vite.listen();
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
  Promise.allSettled([vite.close(), sandbox.close(), chain.close()]).then((results) =>
    process.exit(results.every((r) => r.status === 'fulfilled') ? 0 : 1),
  );
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
