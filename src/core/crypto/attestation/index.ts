/**
 * The attestation verifier, one lazy chunk (`loadAttestationVerifier()`): CBOR, X.509 and the
 * checks load only when an app proof is checked, and preloading them is one call.
 */
export {
  type AppProofExpectation,
  type CheckAppProofArgs,
  checkAppProof,
} from './checkAppProof.js';
export {
  type AttestationPolicy,
  type VerifiedAttestation,
  type VerifyBootProofArgs,
  verifyBootProof,
} from './verifyBootProof.js';
