import { createHash } from 'node:crypto';
import { verifyAuthenticationResponse, verifyRegistrationResponse } from '@simplewebauthn/server';
import { decodeAttestationObject, isoCBOR } from '@simplewebauthn/server/helpers';
import {
  base64urlDecode,
  base64urlEncode,
  decodeWebAuthnStamp,
  utf8Encode,
} from 'embedded-wallet-kit/protocol/internal';
import { describe, expect, it } from 'vitest';
import { toAuthenticationResponse } from '../../../src/sandbox/webauthn/toAuthenticationResponse.js';
import { encodeCbor } from './encodeCbor.js';
import { createSoftwareAuthenticator } from './softwareAuthenticator.js';

const rpId = 'localhost';
const origin = 'http://localhost:8787';

describe('encodeCbor', () => {
  it('encodes what a standard decoder reads back', () => {
    const value = new Map<number | string, number | string | Uint8Array | number[]>([
      [1, 2],
      [-1, -7],
      ['long', 'x'.repeat(300)],
      ['bytes', new Uint8Array(70_000)],
      ['list', [0, 23, 24, 255, 256, 65_535, 65_536, -24, -25]],
    ]);
    const decoded = isoCBOR.decodeFirst<Map<number | string, unknown>>(
      new Uint8Array(encodeCbor(value)),
    );
    expect(decoded.get(1)).toBe(2);
    expect(decoded.get(-1)).toBe(-7);
    expect(decoded.get('long')).toBe('x'.repeat(300));
    expect((decoded.get('bytes') as Uint8Array).length).toBe(70_000);
    expect(decoded.get('list')).toEqual([0, 23, 24, 255, 256, 65_535, 65_536, -24, -25]);
  });
});

describe('createSoftwareAuthenticator', () => {
  it('makes registrations @simplewebauthn/server verifies, then assertions with a rising counter', async () => {
    for (const format of ['none', 'packed'] as const) {
      const device = createSoftwareAuthenticator({ rpId, origin, attestationFormat: format });
      const { input, credential } = device.register();
      expect(
        decodeAttestationObject(
          new Uint8Array(base64urlDecode(input.attestation.attestationObject)),
        ).get('fmt'),
      ).toBe(format);
      const registration = await verifyRegistrationResponse({
        response: {
          id: input.attestation.credentialId,
          rawId: input.attestation.credentialId,
          type: 'public-key',
          clientExtensionResults: {},
          response: {
            clientDataJSON: input.attestation.clientDataJson,
            attestationObject: input.attestation.attestationObject,
          },
        },
        expectedChallenge: input.challenge,
        expectedOrigin: origin,
        expectedRPID: rpId,
      });
      expect(registration.verified).toBe(true);
      let counter = 0;
      for (const body of ['{"a":1}', '{"a":2}']) {
        const stamp = decodeWebAuthnStamp(device.stamp(body))!;
        const result = await verifyAuthenticationResponse({
          response: toAuthenticationResponse(stamp),
          // wire-details, "Stamps": the challenge is the UTF-8 of the hex of sha256(body).
          expectedChallenge: base64urlEncode(
            utf8Encode(createHash('sha256').update(body).digest('hex')),
          ),
          expectedOrigin: origin,
          expectedRPID: rpId,
          credential: {
            id: credential.credentialId,
            publicKey: registration.registrationInfo!.credential.publicKey,
            counter,
          },
        });
        expect(result.verified).toBe(true);
        expect(result.authenticationInfo.newCounter).toBe(counter + 1);
        counter = result.authenticationInfo.newCounter;
      }
    }
  });
});
