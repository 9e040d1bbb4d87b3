import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/**
 * The interop page (interop/index.html), served by `interop/serve.ts`. `EWK_SANDBOX_URL` is the
 * sandbox the same-origin rows reach through this server (as the demo does); the cross-origin
 * rows call another sandbox directly on its own port.
 */
const sandboxUrl = process.env.EWK_SANDBOX_URL ?? 'http://127.0.0.1:8787';
const sandboxPaths = ['/public/', '/v1/', '/__dev/', '/oauth', '/oauth-callback', '/.well-known/'];

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // @turnkey/core's optional wallet stack (WalletConnect, ethers) expects a few Node globals.
  define: { global: 'globalThis' },
  optimizeDeps: { include: ['@turnkey/core', 'turnkey-core-2-5', '@turnkey/crypto'] },
  server: {
    proxy: Object.fromEntries(sandboxPaths.map((path) => [path, { target: sandboxUrl }])),
  },
  clearScreen: false,
  logLevel: 'warn',
});
