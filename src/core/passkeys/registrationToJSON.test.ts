import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CHROMIUM_REGISTRATION_JSON,
  chromiumRegistrationCredential,
} from '../../../test/support/core/webAuthnFixtures.js';
import { base64urlDecode } from '../../protocol/encoding.js';
import { registrationToJSON } from './registrationToJSON.js';

describe('registrationToJSON', () => {
  it("equals Chromium's own toJSON() of a real registration, field for field", () => {
    const json = registrationToJSON(chromiumRegistrationCredential());
    expect(JSON.parse(JSON.stringify(json))).toStrictEqual(CHROMIUM_REGISTRATION_JSON);
  });

  it('writes every byte string as base64url of exactly its bytes, whatever they are', () => {
    const bytesOf = fc.uint8Array({ maxLength: 300 });
    fc.assert(
      fc.property(bytesOf, bytesOf, bytesOf, (rawId, clientData, attestation) => {
        const credential = chromiumRegistrationCredential();
        Object.assign(credential, { rawId: rawId.slice().buffer });
        Object.assign(credential.response, {
          clientDataJSON: clientData.slice().buffer,
          attestationObject: attestation.slice().buffer,
        });
        const json = registrationToJSON(credential);
        expect(base64urlDecode(json.rawId)).toEqual(rawId);
        expect(json.rawId).not.toMatch(/[+/=]/);
        expect(base64urlDecode(json.response.clientDataJSON)).toEqual(clientData);
        expect(base64urlDecode(json.response.attestationObject)).toEqual(attestation);
      }),
    );
  });

  it('leaves out what a browser before WebAuthn L3, or an extension standing in for it, lacks', () => {
    const credential = chromiumRegistrationCredential();
    const response = credential.response as unknown as Record<string, unknown>;
    delete response.getTransports;
    delete response.getAuthenticatorData;
    response.getPublicKey = () => {
      throw new TypeError('broken getter');
    };
    response.getPublicKeyAlgorithm = () => {
      throw new TypeError('broken getter');
    };
    const json = JSON.parse(JSON.stringify(registrationToJSON(credential)));
    expect(Object.keys(json.response).sort()).toEqual(['attestationObject', 'clientDataJSON']);
    expect(json.response.attestationObject).toBe(
      CHROMIUM_REGISTRATION_JSON.response.attestationObject,
    );
  });

  it('leaves out a null public key (an algorithm the browser cannot express as SPKI)', () => {
    const credential = chromiumRegistrationCredential();
    (credential.response as unknown as Record<string, unknown>).getPublicKey = () => null;
    expect(registrationToJSON(credential).response.publicKey).toBeUndefined();
  });

  it('drops an authenticatorAttachment the spec does not name', () => {
    const credential = Object.assign(chromiumRegistrationCredential(), {
      authenticatorAttachment: 'somewhere-else',
    });
    expect(registrationToJSON(credential).authenticatorAttachment).toBeUndefined();
    const roaming = Object.assign(chromiumRegistrationCredential(), {
      authenticatorAttachment: 'cross-platform',
    });
    expect(registrationToJSON(roaming).authenticatorAttachment).toBe('cross-platform');
  });
});
