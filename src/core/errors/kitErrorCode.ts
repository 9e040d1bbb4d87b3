/**
 * Every failure the kit reports carries one of these codes (DESIGN.md, "Errors"). A type only:
 * zero bytes in the bundle. Callers branch on `error.code`, never on message text.
 */
export type KitErrorCode =
  // The user closed the modal or dismissed a passkey prompt.
  | 'USER_CANCELLED'
  // A login ceremony started while another one was still running (one at a time).
  | 'CEREMONY_IN_PROGRESS'
  // Transport (fetch) failures: no response at all.
  | 'NETWORK_ERROR'
  | 'TIMEOUT'
  | 'ABORTED'
  // An HTTP error whose body did not name a known service code.
  | 'HTTP_ERROR'
  // Service answers: gRPC-status style codes (wire-details, "Auth proxy requests and responses").
  | 'INVALID_ARGUMENT'
  | 'UNAUTHENTICATED'
  | 'PERMISSION_DENIED'
  | 'NOT_FOUND'
  | 'RESOURCE_EXHAUSTED'
  | 'FAILED_PRECONDITION'
  | 'ALREADY_EXISTS'
  | 'INTERNAL'
  | 'UNAVAILABLE'
  // Client-side checks of what the service signed (wire-details, "OTP code encryption",
  // "Tokens", "App proofs").
  | 'UNTRUSTED_KEY'
  | 'INVALID_SIGNATURE'
  | 'MALFORMED_BUNDLE'
  | 'MALFORMED_TOKEN'
  | 'BUNDLE_MISMATCH'
  | 'APP_PROOF_MISMATCH'
  | 'TOKEN_EXPIRED'
  // App-proof attestation checks (wire-details, "Boot proofs"), one code per check.
  | 'ATTESTATION_MALFORMED'
  | 'ATTESTATION_SIGNATURE_INVALID'
  | 'ATTESTATION_CHAIN_INVALID'
  | 'ATTESTATION_ROOT_UNTRUSTED'
  | 'ATTESTATION_ROOT_EXPIRED'
  | 'MANIFEST_DIGEST_MISMATCH'
  | 'EPHEMERAL_KEY_MISMATCH'
  | 'PCR_POLICY_MISMATCH'
  | 'PCR17_COMMITMENT_MISMATCH'
  | 'MANIFEST_POLICY_MISMATCH'
  // Sessions and login flows.
  | 'SESSION_EXPIRED'
  | 'SESSION_MISSING'
  | 'STATE_MISMATCH'
  | 'NONCE_MISMATCH'
  | 'POPUP_BLOCKED'
  // Platform.
  | 'WEBAUTHN_NOT_SUPPORTED'
  | 'WEBAUTHN_FAILED'
  // External wallets (EIP-1193 / wallet-standard): none installed or none with an account, a
  // wallet that cannot do what the login needs (wrong chain, no message signing), a wallet
  // that failed or answered something malformed.
  | 'WALLET_NOT_FOUND'
  | 'WALLET_UNSUPPORTED'
  | 'WALLET_FAILED'
  | 'STORAGE_UNAVAILABLE'
  | 'UNSUPPORTED';
