import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSoftwareAuthenticator,
  createTestSandbox,
} from '../../../test/support/sandbox/index.js';
import type { Sandbox } from '../createSandbox.js';
import { ServiceError } from '../serviceError.js';
import { verifyAttestation } from './verifyAttestation.js';

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await createTestSandbox();
});
afterAll(() => sandbox.close());

const device = (options: { format?: 'none' | 'packed'; origin?: string; rpId?: string } = {}) =>
  createSoftwareAuthenticator({
    rpId: options.rpId ?? sandbox.context.settings.rpId,
    origin: options.origin ?? sandbox.context.settings.webauthnOrigins[0]!,
    ...(options.format ? { attestationFormat: options.format } : {}),
  });

async function refusal(promise: Promise<unknown>): Promise<ServiceError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ServiceError);
  return error as ServiceError;
}

describe('verifyAttestation', () => {
  it('accepts none and packed (self) attestations and answers the authenticator fields', async () => {
    for (const format of ['none', 'packed'] as const) {
      const { input, credential } = device({ format }).register({
        authenticatorName: `key ${format}`,
      });
      const verified = await verifyAttestation(sandbox.context, input);
      expect(verified).toMatchObject({
        authenticatorName: `key ${format}`,
        credentialId: credential.credentialId,
        counter: 0,
        transports: ['AUTHENTICATOR_TRANSPORT_INTERNAL'],
        attestationType: format,
        aaguid: '00000000-0000-0000-0000-000000000000',
        model: 'Passkey',
      });
      expect(verified.credentialPublicKey).toMatch(/^[A-Za-z0-9_-]+$/);
    }
  });

  it('refuses with a 400 naming the field: challenge, origin, RP id, credential id', async () => {
    const field = 'signup.authenticators[0].attestation';
    const wrongChallenge = { ...device().register().input, challenge: 'b3RoZXI' };
    const e1 = await refusal(verifyAttestation(sandbox.context, wrongChallenge, field));
    expect(e1.httpStatus).toBe(400);
    expect(e1.details).toEqual([{ field, description: expect.stringMatching(/challenge/) }]);
    const e2 = await refusal(
      verifyAttestation(
        sandbox.context,
        device({ origin: 'https://elsewhere.example' }).register().input,
      ),
    );
    expect(e2.details).toEqual([
      { field: 'attestation', description: expect.stringMatching(/origin/) },
    ]);
    const e3 = await refusal(
      verifyAttestation(sandbox.context, device({ rpId: 'elsewhere.example' }).register().input),
    );
    expect(e3.httpStatus).toBe(400);
    const { input } = device().register();
    const e4 = await refusal(
      verifyAttestation(sandbox.context, {
        ...input,
        attestation: { ...input.attestation, credentialId: 'AAAA' },
      }),
    );
    expect(e4.details).toEqual([
      { field: 'attestation.credentialId', description: expect.any(String) },
    ]);
    const e5 = await refusal(
      verifyAttestation(sandbox.context, {
        ...input,
        attestation: { ...input.attestation, attestationObject: 'bm90IGNib3I' },
      }),
    );
    expect(e5.httpStatus).toBe(400);
  });
});
