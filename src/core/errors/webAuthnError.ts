import { KitError } from './kitError.js';

export type WebAuthnErrorCode = 'USER_CANCELLED' | 'WEBAUTHN_NOT_SUPPORTED' | 'WEBAUTHN_FAILED';

/**
 * A passkey ceremony failed. A dismissed prompt (`NotAllowedError`/`AbortError`, WebAuthn L3
 * section 5.1.4.1) is `USER_CANCELLED`, so the UI can return quietly instead of showing an error.
 */
export class WebAuthnError extends KitError<WebAuthnErrorCode> {
  override name = 'WebAuthnError';
}
