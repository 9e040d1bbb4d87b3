/**
 * `tsx interop/serve.ts`: what the interop suite runs against. Two fresh in-memory sandboxes
 * and the interop pages, built and served by `vite preview` (`INTEROP_DEV=1`: Vite's dev server):
 * - same origin: the page's server forwards the sandbox paths to the first sandbox, whose public
 *   URL is the page's origin (as `npm run demo` does);
 * - cross origin: the second sandbox on its own port, called directly by the page, its proxy
 *   configuration admitting exactly the page's origin (exact-URL rule, not `*`), its WebAuthn
 *   origins the defaults (any port of localhost);
 * - the production React kit's: a third sandbox on its own port, as `npm run sandbox` starts
 *   one (no options but the port); its rows configure it as an app owner would
 * (reactWalletKit.spec.ts).
 */
import { resolve } from 'node:path';
import { build, createServer, preview as previewServer } from 'vite';
import { startSandbox } from '../src/sandbox/index.js';
import {
  APP_ORIGIN,
  INTEROP_APP_PORT,
  INTEROP_CROSS_PORT,
  INTEROP_KIT_PORT,
  INTEROP_SANDBOX_PORT,
} from './ports.js';

// The production client's wallet signup carries no proof of possession (this kit's extension,
// which the production service does not check): these sandboxes take it, as that service does.
const production = { requireWalletProof: false };
const sameOrigin = await startSandbox({
  port: INTEROP_SANDBOX_PORT,
  host: '127.0.0.1',
  baseUrl: APP_ORIGIN,
  memory: true,
  ...production,
});
const crossOrigin = await startSandbox({
  port: INTEROP_CROSS_PORT,
  host: '127.0.0.1',
  memory: true,
  ...production,
});
// A plain sandbox, as `npm run sandbox -- --memory --allow-unproven-wallet-signups` starts it
// (its public URL localhost).
const forKit = await startSandbox({
  port: INTEROP_KIT_PORT,
  host: '127.0.0.1',
  memory: true,
  ...production,
});
const patched = await crossOrigin.sandbox.handler(
  new Request(`${crossOrigin.url}/__dev/proxy-config`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ allowedOrigins: [APP_ORIGIN] }),
  }),
);
if (!patched.ok) throw new Error(`proxy-config PATCH answered ${patched.status}`);

process.env.EWK_SANDBOX_URL = `http://127.0.0.1:${INTEROP_SANDBOX_PORT}`;
const configFile = resolve(import.meta.dirname, 'vite.config.ts');
const server = { port: INTEROP_APP_PORT, strictPort: true, host: 'localhost' };
const vite = process.env.INTEROP_DEV === '1' ? await devServer() : await builtServer();
console.log(`interop page ${APP_ORIGIN}/ ; cross-origin sandbox ${crossOrigin.url}`);

/** The pages on Vite's dev server (`INTEROP_DEV=1`): each edit served at once. */
async function devServer(): Promise<{ close(): Promise<void> }> {
  const dev = await createServer({ configFile, server });
  await dev.listen();
  return dev;
}

/**
 * The pages built for production and served by `vite preview` with the same forwarding (the
 * default): the production kit as apps ship it. Its development build through the dev server
 * cost the two CI cores more than the rows themselves (a row of the React kit took 40 s beside
 * the demo's suite). Under node_modules/.cache, one directory a port, as the demo's build.
 */
async function builtServer(): Promise<{ close(): Promise<void> }> {
  const outDir = resolve(
    import.meta.dirname,
    `../node_modules/.cache/interop-build-${INTEROP_APP_PORT}`,
  );
  const root = import.meta.dirname;
  await build({
    configFile,
    logLevel: 'warn',
    build: {
      outDir,
      emptyOutDir: true,
      reportCompressedSize: false,
      rolldownOptions: {
        input: ['index.html', 'kit.html', 'kit-redirect.html'].map((page) => resolve(root, page)),
        // The modules run in their import order: `@peculiar/x509` (in `@turnkey/crypto`) imports
        // `reflect-metadata` for `tsyringe`, which throws when it runs first.
        output: { strictExecutionOrder: true },
      },
    },
  });
  const preview = await previewServer({ configFile, build: { outDir }, preview: server });
  return { close: () => preview.close() };
}

const stop = () => {
  Promise.allSettled([vite.close(), sameOrigin.close(), crossOrigin.close(), forKit.close()]).then(
    () => process.exit(0),
  );
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
