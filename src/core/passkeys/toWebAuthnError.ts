import { KitError } from '../errors/kitError.js';
import { WebAuthnError } from '../errors/webAuthnError.js';

/**
 * Browser WebAuthn failures to kit codes, the one mapping of every passkey ceremony (create in
 * signupWithPasskey, get in createPasskeyStamper and loginWithPasskey; WebAuthn L3 section 5.1.3
 * and 5.1.4.1 list what they may throw):
 * - `NotAllowedError` (the user dismissed the prompt, or it timed out: the spec does not let
 *   pages tell the two apart) and `AbortError` (the ceremony was aborted) are the user
 *   cancelling, which the UI treats quietly. `@simplewebauthn/browser` keeps these names on its
 *   own error wrapper;
 * - `NotSupportedError`, or `@simplewebauthn/browser`'s "WebAuthn is not supported in this
 *   browser" (a plain `Error`): no passkeys here;
 * - anything else, `SecurityError` included (an rpId that is not a registrable suffix of the
 *   page's origin: a configuration error, not a missing feature), is `WEBAUTHN_FAILED` with the
 *   browser's error as `cause`.
 * A `KitError` (from an injected ceremony) passes through unchanged.
 */
export function toWebAuthnError(cause: unknown, what: string): KitError {
  if (cause instanceof KitError) return cause;
  const name = cause instanceof Error ? cause.name : '';
  const message = cause instanceof Error ? cause.message : '';
  if (name === 'NotAllowedError' || name === 'AbortError') {
    return new WebAuthnError('USER_CANCELLED', 'the passkey prompt was cancelled', { cause });
  }
  if (name === 'NotSupportedError' || /not supported/i.test(message)) {
    return new WebAuthnError('WEBAUTHN_NOT_SUPPORTED', 'this browser does not support passkeys', {
      cause,
    });
  }
  return new WebAuthnError('WEBAUTHN_FAILED', `the passkey could not ${what}`, { cause });
}
