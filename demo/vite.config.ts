import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const src = (path: string) => fileURLToPath(new URL(`../src/${path}`, import.meta.url));

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

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  resolve: {
    alias: [
      { find: /^embedded-wallet-kit\/react$/, replacement: src('react/index.ts') },
      { find: /^embedded-wallet-kit\/styles\.css$/, replacement: src('react/styles.css') },
      { find: /^embedded-wallet-kit$/, replacement: src('core/index.ts') },
    ],
  },
  server: {
    proxy: Object.fromEntries(sandboxPaths.map((path) => [path, { target: sandboxUrl }])),
  },
  clearScreen: false,
});
