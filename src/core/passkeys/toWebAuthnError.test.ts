import { describe, expect, it } from 'vitest';
import { KitError } from '../errors/kitError.js';
import { WebAuthnError } from '../errors/webAuthnError.js';
import { createPasskeyStamper } from '../stampers/createPasskeyStamper.js';
import { toWebAuthnError } from './toWebAuthnError.js';

describe('toWebAuthnError: the one mapping of browser WebAuthn failures', () => {
  // Every DOMException name WebAuthn L3 lists for create() and get() (5.1.3.1, 5.1.4.3) and the
  // authenticator operations (6.3.2, 6.3.3), and the plain errors a ceremony may end with.
  it.each([
    [new DOMException('dismissed', 'NotAllowedError'), 'USER_CANCELLED'],
    [new DOMException('aborted', 'AbortError'), 'USER_CANCELLED'],
    // runCeremony aborting the ceremony before a new one.
    [new DOMException('a newer passkey ceremony started', 'AbortError'), 'USER_CANCELLED'],
    [new DOMException('no algorithm', 'NotSupportedError'), 'WEBAUTHN_NOT_SUPPORTED'],
    // runCeremony's own check: no PublicKeyCredential in this page.
    [
      new DOMException('WebAuthn is not supported here', 'NotSupportedError'),
      'WEBAUTHN_NOT_SUPPORTED',
    ],
    // An injected port without WebAuthn may say so with a plain Error.
    [new Error('WebAuthn is not supported in this browser'), 'WEBAUTHN_NOT_SUPPORTED'],
    // A wrong rpId for the page: configuration, not a missing feature.
    [new DOMException('rpId mismatch', 'SecurityError'), 'WEBAUTHN_FAILED'],
    [new DOMException('already registered', 'InvalidStateError'), 'WEBAUTHN_FAILED'],
    [new DOMException('no resident key', 'ConstraintError'), 'WEBAUTHN_FAILED'],
    [new DOMException('authenticator failed', 'UnknownError'), 'WEBAUTHN_FAILED'],
    [new TypeError("Failed to execute 'create' on 'CredentialsContainer'"), 'WEBAUTHN_FAILED'],
    // Options whose base64url does not decode (parse*FromJSON's EncodingError).
    [new DOMException('invalid base64', 'EncodingError'), 'WEBAUTHN_FAILED'],
    [new Error('the browser answered no credential'), 'WEBAUTHN_FAILED'],
    ['not even an error', 'WEBAUTHN_FAILED'],
  ])('maps %s to %s, keeping the cause', (cause, code) => {
    const error = toWebAuthnError(cause, 'be used');
    expect(error).toBeInstanceOf(WebAuthnError);
    expect(error.code).toBe(code);
    expect(error.cause).toBe(cause);
  });

  it('names the step that failed', () => {
    expect(toWebAuthnError(new Error('x'), 'be created').shortMessage).toBe(
      'the passkey could not be created',
    );
  });

  it('passes a KitError through, in the flows and in the passkey stamper alike', async () => {
    const own = new KitError('USER_CANCELLED', 'cancelled by the app');
    expect(toWebAuthnError(own, 'be used')).toBe(own);
    const stamper = createPasskeyStamper({ rpId: 'localhost', get: () => Promise.reject(own) });
    await expect(stamper.stamp('{}')).rejects.toBe(own);
  });
});
