import { isKitError } from '../../core/index.js';
import type { WalletKitCallbacks } from './walletKitProviderConfig.js';

// Bundlers (Vite, webpack, Next.js, esbuild) replace `process.env.NODE_ENV` with a literal; in
// a browser without one, `process` is absent and nothing is logged. Module-scoped, so it does
// not clash with Node's global type.
declare const process: { env: { NODE_ENV?: string } };

/** Failures already logged: one failure reaches here from a hook and the modal alike. */
const logged = new WeakSet<object>();

/**
 * Hands a failure to the app's `onError`, except the user cancelling, which is no failure.
 * Without an `onError`, a development build logs each failure once, with its code, so a
 * misconfigured app (e.g. the sandbox's keys not pinned: `UNTRUSTED_KEY`) does not fail silently.
 */
export function reportError(callbacks: WalletKitCallbacks, error: unknown): void {
  if (isKitError(error, 'USER_CANCELLED')) return;
  if (callbacks.onError) {
    callbacks.onError(error);
    return;
  }
  // Inline, not in a helper: only a literal condition lets a production build drop the logging
  // and its words. No `process` (no bundler) throws, and logs nothing.
  try {
    if (process.env.NODE_ENV === 'production') return;
  } catch {
    return;
  }
  if (typeof error !== 'object' || error === null || logged.has(error)) return;
  logged.add(error);
  const code = isKitError(error) ? error.code : 'UNKNOWN';
  console.error(
    `[embedded-wallet-kit] ${code}: a kit call failed and no onError handles it (logged in development only; pass onError to <WalletKitProvider config>)`,
    error,
  );
}
