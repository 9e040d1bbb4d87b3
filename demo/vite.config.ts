import { Agent } from 'node:http';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { flagImages } from './flagImages.js';

const src = (path: string) => fileURLToPath(new URL(`../src/${path}`, import.meta.url));
const demo = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The demo app. It imports only the package's public entries; these aliases point them at the
 * source, as an installed package's `exports` would point them at its build.
 *
 * The dev server forwards the sandbox's paths to it, so the page, the auth proxy, the signed API,
 * the dev OAuth provider and the dev inbox share one origin: the WebAuthn relying party
 * (localhost) and origin, the OAuth redirect page and the sandbox's `baseUrl` all agree, as they
 * would behind one production domain. `scripts/demo.ts` sets EWK_SANDBOX_URL.
 */
const sandboxUrl = process.env.EWK_SANDBOX_URL ?? 'http://127.0.0.1:8787';
const sandboxPaths = ['/public/', '/v1/', '/__dev/', '/oauth', '/oauth-callback'];
// One kept-alive connection to the sandbox instead of a new one per forwarded request (the
// proxy's default sends `Connection: close`). Idle sockets are dropped after 4 s, before the
// sandbox's Node server closes them at 5 s (`keepAliveTimeout`), so a request never lands on a
// socket being closed under it.
const agent = new Agent({ keepAlive: true, timeout: 4_000 });

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), flagImages()],
  resolve: {
    alias: [
      { find: /^embedded-wallet-kit\/react$/, replacement: src('react/index.ts') },
      { find: /^embedded-wallet-kit\/react\/api$/, replacement: src('react/api.ts') },
      { find: /^embedded-wallet-kit\/react\/signing$/, replacement: src('react/signing.ts') },
      { find: /^embedded-wallet-kit\/styles\.css$/, replacement: src('react/styles.css') },
      { find: /^embedded-wallet-kit$/, replacement: src('core/index.ts') },
      {
        find: /^embedded-wallet-kit\/(ethereum|viem|wagmi|solana)$/,
        replacement: src('adapters/$1/index.ts'),
      },
    ],
  },
  // `vite preview` (`npm run demo -- --built`) forwards the same paths (its `proxy` defaults to
  // this one).
  server: {
    proxy: Object.fromEntries(sandboxPaths.map((path) => [path, { target: sandboxUrl, agent }])),
  },
  // The build `npm run demo -- --built` serves (the e2e suite's): both pages of the demo.
  build: {
    rolldownOptions: {
      input: [demo('index.html'), demo('login-return.html')],
    },
  },
  clearScreen: false,
});
