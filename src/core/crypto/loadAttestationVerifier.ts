/**
 * Loads the app-proof attestation verifier (CBOR, X.509, the Nitro checks), a chunk of its own
 * that apps which never check proofs never download. Call it early to preload.
 */
export const loadAttestationVerifier = () => import('./attestation/index.js');

export type AttestationVerifier = Awaited<ReturnType<typeof loadAttestationVerifier>>;
