import { describe, expect, it } from 'vitest';
import { KitError } from '../errors/kitError.js';
import { WebAuthnError } from '../errors/webAuthnError.js';
import { createPasskeyStamper } from '../stampers/createPasskeyStamper.js';
import { toWebAuthnError } from './toWebAuthnError.js';

describe('toWebAuthnError: the one mapping of browser WebAuthn failures', () => {
  it.each([
    [new DOMException('dismissed', 'NotAllowedError'), 'USER_CANCELLED'],
    [new DOMException('aborted', 'AbortError'), 'USER_CANCELLED'],
    [new DOMException('no algorithm', 'NotSupportedError'), 'WEBAUTHN_NOT_SUPPORTED'],
    // @simplewebauthn/browser without WebAuthn: a plain Error.
    [new Error('WebAuthn is not supported in this browser'), 'WEBAUTHN_NOT_SUPPORTED'],
    // A wrong rpId for the page: configuration, not a missing feature.
    [new DOMException('rpId mismatch', 'SecurityError'), 'WEBAUTHN_FAILED'],
    [new DOMException('already registered', 'InvalidStateError'), 'WEBAUTHN_FAILED'],
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
