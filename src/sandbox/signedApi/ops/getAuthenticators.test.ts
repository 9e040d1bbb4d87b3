import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addTestOrganization,
  createSoftwareAuthenticator,
  createTestSandbox,
  errorFields,
  query,
  submit,
} from '../../../../test/support/sandbox/index.js';
import type { Sandbox } from '../../createSandbox.js';

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await createTestSandbox();
});
afterAll(() => sandbox.close());

describe('get_authenticators', () => {
  it("answers a user's passkeys in the spec record shape, and only that user's", async () => {
    const { organizationId, userId } = sandbox.bootstrap;
    expect((await query(sandbox, 'get_authenticators', { organizationId, userId })).body).toEqual({
      authenticators: [],
    });
    const device = createSoftwareAuthenticator({
      rpId: sandbox.context.settings.rpId,
      origin: sandbox.context.settings.webauthnOrigins[0]!,
    });
    const { input, credential } = device.register({ authenticatorName: 'Desk key' });
    const created = await submit(sandbox, 'create_authenticators', {
      userId,
      authenticators: [input],
    });
    const out = await query(sandbox, 'get_authenticators', { organizationId, userId });
    expect(out.body!.authenticators).toEqual([
      {
        transports: ['AUTHENTICATOR_TRANSPORT_INTERNAL'],
        attestationType: 'none',
        aaguid: '00000000-0000-0000-0000-000000000000',
        credentialId: credential.credentialId,
        model: 'Passkey',
        credential: {
          publicKey: credential.publicKey,
          type: 'CREDENTIAL_TYPE_WEBAUTHN_AUTHENTICATOR',
        },
        authenticatorId: created.result!.authenticatorIds[0],
        authenticatorName: 'Desk key',
        createdAt: {
          seconds: expect.stringMatching(/^\d+$/),
          nanos: expect.stringMatching(/^\d+$/),
        },
        updatedAt: {
          seconds: expect.stringMatching(/^\d+$/),
          nanos: expect.stringMatching(/^\d+$/),
        },
      },
    ]);
    const other = await addTestOrganization(sandbox);
    const othersList = await query(sandbox, 'get_authenticators', {
      organizationId: other.organizationId,
      userId: other.userId,
    });
    expect(othersList.body).toEqual({ authenticators: [] });
  });

  it('answers 404 for an unknown user or a user of another organization, 400 without userId', async () => {
    const { organizationId } = sandbox.bootstrap;
    const unknown = await query(sandbox, 'get_authenticators', {
      organizationId,
      userId: 'nobody',
    });
    expect(unknown.status).toBe(404);
    expect(errorFields(unknown)).toEqual(['userId']);
    const other = await addTestOrganization(sandbox);
    const foreign = await query(sandbox, 'get_authenticators', {
      organizationId,
      userId: other.userId,
    });
    expect(foreign.status).toBe(404);
    const missing = await query(sandbox, 'get_authenticators', { organizationId } as never);
    expect(missing.status).toBe(400);
    expect(errorFields(missing)).toEqual(['userId']);
  });
});
