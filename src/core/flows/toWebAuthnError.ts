import { KitError } from '../errors/kitError.js';
import { WebAuthnError } from '../errors/webAuthnError.js';

/**
 * Browser WebAuthn failures to kit codes (WebAuthn L3 section 5.1.3 and 5.1.4.1): a dismissed
 * or timed-out prompt (`NotAllowedError`) or an aborted one (`AbortError`) is the user
 * cancelling, which the UI treats quietly.
 */
export function toWebAuthnError(cause: unknown, what: string): KitError {
  if (cause instanceof KitError) return cause;
  const name = cause instanceof Error ? cause.name : '';
  if (name === 'NotAllowedError' || name === 'AbortError') {
    return new WebAuthnError('USER_CANCELLED', 'the passkey prompt was cancelled', { cause });
  }
  if (name === 'NotSupportedError' || name === 'SecurityError') {
    return new WebAuthnError('WEBAUTHN_NOT_SUPPORTED', 'passkeys are not available here', {
      cause,
    });
  }
  return new WebAuthnError('WEBAUTHN_FAILED', `the passkey could not ${what}`, { cause });
}
