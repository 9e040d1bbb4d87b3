import { verifyAuthenticationResponse, verifyRegistrationResponse } from '@simplewebauthn/server';
import { describe, expect, it } from 'vitest';
import { authenticationToJSON } from '../../../../src/core/passkeys/authenticationToJSON.js';
import { registrationToJSON } from '../../../../src/core/passkeys/registrationToJSON.js';
import {
  decodeWebAuthnStamp,
  encodeWebAuthnStamp,
} from '../../../../src/protocol/webAuthnStamp.js';
import { toAuthenticationResponse } from '../../../../src/sandbox/webauthn/toAuthenticationResponse.js';
import {
  CHROMIUM_CREATION_OPTIONS,
  CHROMIUM_REQUEST_OPTIONS,
  chromiumAuthenticationCredential,
  chromiumRegistrationCredential,
  VECTOR_ORIGIN,
  VECTOR_RP_ID,
} from '../../../support/core/webAuthnFixtures.js';

/**
 * The kit's WebAuthn JSON of a real Chromium registration and assertion, checked by the library
 * the sandbox verifies with (`@simplewebauthn/server`): what the kit sends is what a relying
 * party accepts, down to the passkey stamp the assertion becomes.
 */
describe('the Chromium vectors through the kit’s JSON, verified by @simplewebauthn/server', () => {
  it('a registration verifies, and its key then verifies the assertion and its stamp', async () => {
    const registration = await verifyRegistrationResponse({
      response: registrationToJSON(chromiumRegistrationCredential()),
      expectedChallenge: CHROMIUM_CREATION_OPTIONS.challenge,
      expectedOrigin: VECTOR_ORIGIN,
      expectedRPID: VECTOR_RP_ID,
    });
    expect(registration.verified).toBe(true);
    const credential = registration.registrationInfo!.credential;

    const assertion = authenticationToJSON(chromiumAuthenticationCredential());
    const check = (response: typeof assertion) =>
      verifyAuthenticationResponse({
        response,
        expectedChallenge: CHROMIUM_REQUEST_OPTIONS.challenge,
        expectedOrigin: VECTOR_ORIGIN,
        expectedRPID: VECTOR_RP_ID,
        credential: { ...credential, counter: 0 },
      });
    expect((await check(assertion)).verified).toBe(true);

    // The passkey stamper's header carries the assertion's four fields; the sandbox reads them
    // back into this JSON form (wire-details, "Stamps").
    const stamp = decodeWebAuthnStamp(
      encodeWebAuthnStamp({
        authenticatorData: assertion.response.authenticatorData,
        clientDataJson: assertion.response.clientDataJSON,
        credentialId: assertion.id,
        signature: assertion.response.signature,
      }),
    );
    expect((await check(toAuthenticationResponse(stamp!))).verified).toBe(true);
  });
});
