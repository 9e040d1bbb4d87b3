import { lazyModule } from '../platform/lazyModule.js';
import type { WalletKit } from '../walletKit.js';

/** The lazy chunk of the app-proof checks: the flow step and the attestation verifier. */
export type ProofChecks = typeof import('./verifyWalletProofs.js');

const proofChecks = /* @__PURE__ */ lazyModule(() => import('./verifyWalletProofs.js'));

/**
 * Loads the app-proof checks once per page; a failed load is forgotten, so the next use tries
 * again.
 *
 * Only `import()`s and `lazyModule` (which imports nothing): a module this file imported
 * statically would be shared between the page's entry and the lazy checks, and bundlers
 * (rolldown) then move it into the lazy chunk and make the entry import that chunk up front,
 * defeating the split.
 */
export const loadProofChecks = (): Promise<ProofChecks> => proofChecks.load();

/**
 * The checks when already loaded. A signup's check starts with them at once: awaiting even a
 * settled `import()` costs a task, and the wallet's `get_boot_proof` then left a few ms after
 * the login's `stamp_login` instead of with it (Chrome traces).
 */
export const loadedProofChecks = (): ProofChecks | undefined => proofChecks.loaded();

/**
 * Starts loading the app-proof checks while a signup that makes a wallet is on the wire: its
 * answer needs them at once. Once loaded, the pinned attestation root is checked too (once per
 * page), so the boot proof's check starts with it done. A failed preload is ignored here; the
 * check itself loads them again and reports any failure.
 *
 * Called just after the signup's request is started: the `import()` waits for a microtask, so
 * the request (whose client leaves after one) goes first. Starting a chunk's load costs the page's
 * main thread about a millisecond, which the signup's answer need not wait behind.
 */
export function preloadProofChecks(kit: WalletKit, wallet: unknown): void {
  if (!wallet) return;
  queueMicrotask(() => {
    loadProofChecks()
      .then((checks) => checks.prepareProofChecks(kit))
      .catch(() => undefined);
  });
}
