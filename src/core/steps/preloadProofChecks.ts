import type { WalletKit } from '../walletKit.js';

/**
 * Starts loading the app-proof checks (the flow step and the attestation verifier, one chunk)
 * while a signup that makes a wallet is on the wire: its answer needs them at once. Once loaded,
 * the pinned attestation root is checked too (once per page), so the boot proof's check starts
 * with it done. A failed preload is ignored here; the check itself loads them again and reports
 * any failure.
 *
 * Only `import()`s, no static import: a module this file imported statically would be shared
 * between the page's entry and the lazy checks, and bundlers (rolldown) then move it into the
 * lazy chunk and make the entry import that chunk up front, defeating the split.
 */
export function preloadProofChecks(kit: WalletKit, wallet: unknown): void {
  if (!wallet) return;
  import('./verifyWalletProofs.js')
    .then((checks) => checks.prepareProofChecks(kit))
    .catch(() => undefined);
}
