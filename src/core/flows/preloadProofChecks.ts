import { loadAttestationVerifier } from '../crypto/loadAttestationVerifier.js';

/**
 * Starts loading the app-proof checks (the flow step and the attestation verifier chunk) while a
 * signup that makes a wallet is on the wire: its answer needs them at once. A failed preload is
 * ignored here; the check itself loads them again and reports any failure.
 */
export function preloadProofChecks(wallet: unknown): void {
  if (!wallet) return;
  import('./verifyWalletProofs.js').catch(() => undefined);
  loadAttestationVerifier().catch(() => undefined);
}
