import { KitError } from '../errors/kitError.js';
import { WebAuthnError } from '../errors/webAuthnError.js';

/**
 * Browser WebAuthn failures to kit codes, the one mapping of every passkey ceremony (create in
 * signupWithPasskey, get in createPasskeyStamper and loginWithPasskey). The browser rejects with
 * a `DOMException` whose name says why (WebAuthn L3 section 5.1.3.1, "Create Request
 * Exceptions", and 5.1.4.3, "Get Request Exceptions"; the authenticator's own error codes in
 * sections 6.3.2 and 6.3.3 reach the page as the same names):
 * - `NotAllowedError` (the user dismissed the prompt, failed the device's check, has no passkey
 *   for this site, 6.3.3 step 6, or it timed out: the spec does not let pages tell these apart)
 *   and `AbortError` (the ceremony was
 *   aborted, as `runCeremony` does to the one before a new one) are the user cancelling, which
 *   the UI treats quietly;
 * - `NotSupportedError` (no algorithm of `pubKeyCredParams` that an authenticator supports,
 *   section 6.3.2 step 2, or no WebAuthn in this page at all, `runCeremony`'s own check), or a
 *   plain error saying "not supported" (how an injected port may say it): no passkeys here;
 * - anything else is `WEBAUTHN_FAILED` with the browser's error as `cause`: `InvalidStateError`
 *   (an excluded credential is on the authenticator, 6.3.2 step 3), `ConstraintError` (no
 *   authenticator can keep a discoverable credential or verify the user, 6.3.2 steps 4 and 5),
 *   `SecurityError` (an rpId that is not a registrable suffix of the page's origin: a
 *   configuration error, not a missing feature), `UnknownError` (the authenticator failed, 6.3.2
 *   step 1, 6.3.3 step 1), a `TypeError` of malformed options.
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
