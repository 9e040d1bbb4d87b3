import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * The interop pages (interop/index.html for `@turnkey/core`, interop/kit.html for
 * `@turnkey/react-wallet-kit`), served by `interop/serve.ts`. `EWK_SANDBOX_URL` is the sandbox
 * the same-origin rows reach through this server (as the demo does); the other rows call their
 * sandboxes directly on their own ports.
 */
const sandboxUrl = process.env.EWK_SANDBOX_URL ?? 'http://127.0.0.1:8787';
const sandboxPaths = ['/public/', '/v1/', '/__dev/', '/oauth', '/oauth-callback', '/.well-known/'];
const otpKeyShim = fileURLToPath(new URL('./sandboxOtpKey.ts', import.meta.url));

/**
 * `@turnkey/core`'s import of `@turnkey/crypto` goes to sandboxOtpKey.ts: the same package with
 * the sandbox's OTP key as the default of the override argument it already has. In the dep
 * pre-bundle (where `@turnkey/core` is bundled) as in plain resolution; the browser bench's paired
 * page (bench/support/pairedLogin) is built with it too.
 */
export const sandboxOtpKey = {
  name: 'sandbox-otp-key',
  resolveId(source: string, importer: string | undefined) {
    if (source !== '@turnkey/crypto' || !importer) return null;
    return /[\\/]node_modules[\\/]@turnkey[\\/]core[\\/]/.test(importer) ? otpKeyShim : null;
  },
};

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // Before Vite's own resolution, which would otherwise take the import first in a build.
  plugins: [react(), { ...sandboxOtpKey, enforce: 'pre' } as Plugin],
  // @turnkey/core's optional wallet stack (WalletConnect, ethers) expects a few Node globals.
  define: { global: 'globalThis' },
  optimizeDeps: {
    include: [
      '@turnkey/core',
      'turnkey-core-2-5',
      '@turnkey/crypto',
      '@turnkey/react-wallet-kit',
      'react',
      'react-dom/client',
      'react/jsx-runtime',
    ],
    rolldownOptions: { plugins: [sandboxOtpKey] },
  },
  server: {
    proxy: Object.fromEntries(sandboxPaths.map((path) => [path, { target: sandboxUrl }])),
  },
  clearScreen: false,
  logLevel: 'warn',
});
