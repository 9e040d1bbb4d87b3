import type { WalletKit } from '../walletKit.js';

/**
 * Starts the app-proof checks' work that does not depend on the signup's answer, while a signup
 * that makes a wallet is on the wire: loading the flow step and the attestation verifier chunk
 * (both requested at once, not one after the other), and the pinned root's own checks (parse,
 * SHA-256 fingerprint, self-signature; cached per page by `trustedRoot`). A failed preload is
 * ignored here; the check itself does the work again and reports any failure.
 *
 * Only `import()`s, no static import: a module this file imported statically would be shared
 * between the page's entry and the lazy checks, and bundlers (rolldown) then move it into the
 * lazy chunk and make the entry import that chunk up front, defeating the split.
 */
export function preloadProofChecks(kit: WalletKit, wallet: unknown): void {
  if (!wallet) return;
  import('./verifyWalletProofs.js').catch(() => undefined);
  import('../crypto/attestation/index.js')
    .then((verifier) =>
      verifier.trustedRoot(kit.options.trustedKeys.attestationRootCertificate, kit.crypto),
    )
    .catch(() => undefined);
}
