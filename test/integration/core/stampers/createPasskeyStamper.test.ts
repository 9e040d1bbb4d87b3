import { p256 } from '@noble/curves/nist.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { verifyAuthenticationResponse } from '@simplewebauthn/server';
import { describe, expect, it } from 'vitest';
import { WebAuthnError } from '../../../../src/core/errors/webAuthnError.js';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '../../../../src/core/passkeys/webAuthnPort.js';
import { createPasskeyStamper } from '../../../../src/core/stampers/createPasskeyStamper.js';
import {
  base64urlDecode,
  base64urlEncode,
  bytesToHex,
  concatBytes,
  utf8Encode,
} from '../../../../src/protocol/encoding.js';
import { decodeWebAuthnStamp } from '../../../../src/protocol/webAuthnStamp.js';
import { toAuthenticationResponse } from '../../../../src/sandbox/webauthn/toAuthenticationResponse.js';

const rpId = 'wallet.example';
const origin = 'https://wallet.example';
const body = JSON.stringify({ type: 'ACTIVITY_TYPE_STAMP_LOGIN', organizationId: 'org-1' });

/**
 * A software authenticator (WebAuthn L3 section 6.3.3 authenticatorGetAssertion, ES256) built
 * with noble, so the real server library can check what the stamper puts on the wire.
 */
function softwareAuthenticator() {
  const secret = p256.utils.randomSecretKey();
  const point = p256.getPublicKey(secret, false);
  const credentialId = base64urlEncode(crypto.getRandomValues(new Uint8Array(16)));
  // COSE_Key (RFC 9053 section 7.1.1): {1: 2 (EC2), 3: -7 (ES256), -1: 1 (P-256), -2: x, -3: y}
  const cose = concatBytes(
    new Uint8Array([0xa5, 0x01, 0x02, 0x03, 0x26, 0x20, 0x01, 0x21, 0x58, 0x20]),
    point.subarray(1, 33),
    new Uint8Array([0x22, 0x58, 0x20]),
    point.subarray(33),
  );
  const seen: PublicKeyCredentialRequestOptionsJSON[] = [];
  const get = async (
    options: PublicKeyCredentialRequestOptionsJSON,
  ): Promise<AuthenticationResponseJSON> => {
    seen.push(options);
    const clientData = utf8Encode(
      JSON.stringify({ type: 'webauthn.get', challenge: options.challenge, origin }),
    );
    // rpIdHash || flags (UP|UV) || signCount (big-endian u32)
    const authData = concatBytes(
      sha256(utf8Encode(options.rpId ?? '')),
      new Uint8Array([0x05, 0, 0, 0, 1]),
    );
    const signature = p256.sign(concatBytes(authData, sha256(clientData)), secret, {
      format: 'der',
    });
    return {
      id: credentialId,
      rawId: credentialId,
      type: 'public-key',
      clientExtensionResults: {},
      response: {
        authenticatorData: base64urlEncode(authData),
        clientDataJSON: base64urlEncode(clientData),
        signature: base64urlEncode(signature),
      },
    };
  };
  return { get, seen, credentialId, cose };
}

describe('createPasskeyStamper', () => {
  it('stamps X-Stamp-Webauthn that @simplewebauthn/server verifies for the body', async () => {
    const authenticator = softwareAuthenticator();
    const stamper = createPasskeyStamper({ rpId, get: authenticator.get });
    const { headerName, headerValue } = await stamper.stamp(body);
    expect(headerName).toBe('X-Stamp-Webauthn');
    expect(Object.keys(JSON.parse(headerValue))).toEqual([
      'authenticatorData',
      'clientDataJson',
      'credentialId',
      'signature',
    ]);
    const stamp = decodeWebAuthnStamp(headerValue)!;
    expect(stamp.credentialId).toBe(authenticator.credentialId);

    // The challenge the server expects: UTF-8 of the lowercase hex of sha256(body).
    const expectedChallenge = base64urlEncode(utf8Encode(bytesToHex(sha256(utf8Encode(body)))));
    const result = await verifyAuthenticationResponse({
      response: toAuthenticationResponse(stamp),
      expectedChallenge,
      expectedOrigin: origin,
      expectedRPID: rpId,
      credential: {
        id: authenticator.credentialId,
        publicKey: new Uint8Array(authenticator.cose),
        counter: 0,
      },
      requireUserVerification: false,
    });
    expect(result.verified).toBe(true);
    expect(base64urlDecode(expectedChallenge)).toHaveLength(64);
  });

  it('asks for the configured RP, credentials and timeout', async () => {
    const authenticator = softwareAuthenticator();
    await createPasskeyStamper({
      rpId,
      credentialIds: ['Y3JlZA'],
      timeout: 60_000,
      get: authenticator.get,
    }).stamp(body);
    expect(authenticator.seen[0]).toMatchObject({
      rpId,
      timeout: 60_000,
      userVerification: 'preferred',
      allowCredentials: [{ id: 'Y3JlZA', type: 'public-key' }],
    });
    await createPasskeyStamper({ rpId, get: authenticator.get }).stamp(body);
    expect(authenticator.seen[1]).not.toHaveProperty('allowCredentials');
  });

  it.each([
    ['NotAllowedError', 'USER_CANCELLED'],
    ['AbortError', 'USER_CANCELLED'],
    ['NotSupportedError', 'WEBAUTHN_NOT_SUPPORTED'],
    ['SecurityError', 'WEBAUTHN_FAILED'],
  ])('maps a browser %s to %s', async (name, code) => {
    const stamper = createPasskeyStamper({
      rpId,
      get: () => Promise.reject(new DOMException('prompt failed', name)),
    });
    const err = await stamper.stamp(body).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(WebAuthnError);
    expect((err as WebAuthnError).code).toBe(code);
  });

  it('keeps USER_CANCELLED through an injected port’s own error wrapper', async () => {
    // A port built on a WebAuthn library may wrap NotAllowedError in its own error, keeping the
    // cause's name (as @simplewebauthn/browser does).
    const wrapped = Object.assign(new Error('The operation either timed out or was not allowed.'), {
      name: 'NotAllowedError',
      code: 'ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY',
    });
    const err = await createPasskeyStamper({ rpId, get: () => Promise.reject(wrapped) })
      .stamp(body)
      .catch((e: unknown) => e);
    expect((err as WebAuthnError).code).toBe('USER_CANCELLED');
  });

  it('without a browser, the default ceremony answers WEBAUTHN_NOT_SUPPORTED', async () => {
    const err = await createPasskeyStamper({ rpId })
      .stamp(body)
      .catch((e: unknown) => e);
    expect((err as WebAuthnError).code).toBe('WEBAUTHN_NOT_SUPPORTED');
  });
});
