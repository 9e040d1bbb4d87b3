/**
 * Starts loading the app-proof checks while a signup that makes a wallet is on the wire: the
 * flow step and the attestation verifier chunk, both requested at once (not the verifier after
 * the step that imports it). A failed preload is ignored here; the check itself loads them
 * again and reports any failure.
 *
 * Only `import()`s, no static import: a module this file imported statically would be shared
 * between the page's entry and the lazy checks, and bundlers (rolldown) then move it into the
 * lazy chunk and make the entry import that chunk up front, defeating the split.
 */
export function preloadProofChecks(wallet: unknown): void {
  if (!wallet) return;
  import('./verifyWalletProofs.js').catch(() => undefined);
  import('../crypto/attestation/index.js').catch(() => undefined);
}
