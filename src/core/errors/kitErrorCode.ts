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
  // Client-side checks of what the service signed (their own family, below).
  | CryptoCheckErrorCode
  // Sessions and login flows (`SESSION_EXPIRED` is a check of the session token, above).
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
  // The wallet's account also holds credentials the wallet did not add: not logged in (anyone
  // who knows a wallet's public key can sign it up beside a key of their own).
  | 'WALLET_ACCOUNT_SHARED'
  // Live sessions this browser did not start are in the wallet's account (another device's, or
  // someone else's): not logged in.
  | 'WALLET_ACCOUNT_IN_USE'
  | 'STORAGE_UNAVAILABLE'
  | 'UNSUPPORTED'
  // The device's clock is so far from the service's that a request fails its liveness check
  // and the kit could not correct it (details: `offsetMs`, `minutes`).
  | 'CLOCK_SKEW'
  // `otp_verify_v2` was already answered for this code (an answer lost on the way, a code typed
  // again after its login failed): a new code is needed.
  | 'OTP_ALREADY_USED'
  // The isolated frame (export and import): it answered from another origin than the one
  // configured, or none answered (wrong URL, blocked by its CSP, closed).
  | 'FRAME_ORIGIN_MISMATCH'
  | 'FRAME_UNAVAILABLE'
  // `embedded-wallet-kit/server` refused a signed request to the app's own backend (below).
  | SessionRefusalCode
  // A signature the app asked for with no confirmer to ask the user (no <WalletKitProvider>,
  // no `setSigningConfirmer`) and no `confirm: false`.
  | 'CONFIRMATION_UNAVAILABLE'
  // A chain the app did not configure (`createWalletKit({ chains })`), or whose RPC failed.
  | 'CHAIN_NOT_CONFIGURED'
  | 'CHAIN_RPC_ERROR';

/**
 * The codes of `CryptoCheckError`: a check of something the service signed failed (wire-details,
 * "OTP code encryption", "Tokens", "App proofs"). Part of `KitErrorCode`, listed only here.
 */
export type CryptoCheckErrorCode =
  /** Signed by a key the client does not pin (or no key pinned at all). */
  | 'UNTRUSTED_KEY'
  | 'INVALID_SIGNATURE'
  /** A signed envelope, proof or its `data` is not the documented shape. */
  | 'MALFORMED_BUNDLE'
  /** A JWT is not three base64url parts of JSON with the documented claims. */
  | 'MALFORMED_TOKEN'
  /** Authentic, but signed for another organization or user than the one expected. */
  | 'BUNDLE_MISMATCH'
  /** Authentic app proof whose payload does not name what the response claims. */
  | 'APP_PROOF_MISMATCH'
  | 'SESSION_EXPIRED'
  | 'TOKEN_EXPIRED'
  // App-proof attestation (wire-details, "Boot proofs"), one code per check, in check order:
  /**
   * The boot proof's attestation document, manifest or a certificate is not the documented shape.
   */
  | 'ATTESTATION_MALFORMED'
  /** The COSE_Sign1 ES384 signature does not verify under the leaf certificate's key. */
  | 'ATTESTATION_SIGNATURE_INVALID'
  /** A leaf or intermediate certificate is not signed by the next one up. */
  | 'ATTESTATION_CHAIN_INVALID'
  /** The chain does not end at the pinned root (or the default root is not the pinned AWS one). */
  | 'ATTESTATION_ROOT_UNTRUSTED'
  /** The root certificate was not valid at the app proof's timestamp. */
  | 'ATTESTATION_ROOT_EXPIRED'
  /** The document's `user_data` is not sha256 of the boot proof's manifest. */
  | 'MANIFEST_DIGEST_MISMATCH'
  /** App proof, boot proof and attestation document do not name one ephemeral key. */
  | 'EPHEMERAL_KEY_MISMATCH'
  /** A PCR differs from the app's pinned `policy.expectedPcrs`. */
  | 'PCR_POLICY_MISMATCH'
  /** PCR17 of a 32-PCR document does not commit to this manifest and ephemeral key. */
  | 'PCR17_COMMITMENT_MISMATCH'
  /** The manifest's digest is not in the app's `policy.allowedManifestSha256`. */
  | 'MANIFEST_POLICY_MISMATCH';

/**
 * The codes of `SessionRefusal` (`embedded-wallet-kit/server`): why a request to the app's own
 * backend does not prove who sends it. Part of `KitErrorCode`, listed only here.
 */
export type SessionRefusalCode =
  /** No `Authorization: EWK-Session <JWT>`, or no signature tagged by the kit. */
  | 'CREDENTIALS_MISSING'
  /** `Signature-Input`, `Signature` or `Content-Digest` unreadable, or not what the kit signs. */
  | 'SIGNATURE_MALFORMED'
  /** The session JWT is malformed or not signed by the pinned notarizer key. */
  | 'TOKEN_UNTRUSTED'
  /** The signature's `keyid` is not the session's key. */
  | 'KEY_MISMATCH'
  /** The body is not the one signed: its SHA-256 is not the `Content-Digest`. */
  | 'DIGEST_MISMATCH'
  /** Made longer ago than the verifier's window. */
  | 'STALE_REQUEST'
  /** Made later than now, past the clock tolerance. */
  | 'FUTURE_REQUEST'
  /** Seen before within its window (the replay store holds it). */
  | 'REPLAYED_REQUEST'
  /** A session of an organization the app does not accept (`acceptOrganization`). */
  | 'FOREIGN_ORGANIZATION'
  /** The replay store failed: nothing is accepted without it. */
  | 'REPLAY_CHECK_FAILED';
