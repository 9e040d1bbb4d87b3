import { WEBAUTHN_STAMP_HEADER } from 'embedded-wallet-kit/protocol';
import { queryPath } from 'embedded-wallet-kit/protocol/internal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activityShapeIssues,
  addTestOrganization,
  createSoftwareAuthenticator,
  createTestSandbox,
  errorFields,
  query,
  type SoftwareAuthenticator,
  submit,
} from '../../../../test/support/sandbox/index.js';
import type { Sandbox } from '../../createSandbox.js';

let sandbox: Sandbox;
let authenticator: SoftwareAuthenticator;
let userId: string;

beforeAll(async () => {
  sandbox = await createTestSandbox();
  userId = sandbox.bootstrap.userId;
  authenticator = createSoftwareAuthenticator({
    rpId: sandbox.context.settings.rpId,
    origin: sandbox.context.settings.webauthnOrigins[0]!,
  });
});
afterAll(() => sandbox.close());

const authenticatorsOf = async (user = userId, organizationId = sandbox.bootstrap.organizationId) =>
  (await query(sandbox, 'get_authenticators', { organizationId, userId: user })).body!
    .authenticators;

describe('create_authenticators', () => {
  it('verifies each attestation, stores the passkeys, and answers the V2 activity', async () => {
    const packed = createSoftwareAuthenticator({
      rpId: sandbox.context.settings.rpId,
      origin: sandbox.context.settings.webauthnOrigins[0]!,
      attestationFormat: 'packed',
      aaguid: 'ea9b8d66-4d01-1d21-3ce4-b6b48cb575d4',
      transports: ['AUTHENTICATOR_TRANSPORT_HYBRID', 'AUTHENTICATOR_TRANSPORT_INTERNAL'],
    });
    const first = authenticator.register({ authenticatorName: 'Laptop' });
    const second = packed.register({ authenticatorName: 'Phone' });
    const parameters = { authenticators: [first.input, second.input], userId };
    const out = await submit(sandbox, 'create_authenticators', parameters);
    expect(out.status).toBe(200);
    expect(activityShapeIssues(out.response, 'create_authenticators', parameters)).toEqual([]);
    expect(out.response!.activity.type).toBe('ACTIVITY_TYPE_CREATE_AUTHENTICATORS_V2');
    expect(Object.keys(out.response!.activity.intent)).toEqual(['createAuthenticatorsIntentV2']);
    expect(Object.keys(out.response!.activity.result)).toEqual(['createAuthenticatorsResult']);
    expect(out.result!.authenticatorIds).toHaveLength(2);

    const stored = await authenticatorsOf();
    expect(stored.map((a) => a.authenticatorId)).toEqual(out.result!.authenticatorIds);
    expect(stored[0]).toMatchObject({
      authenticatorName: 'Laptop',
      credentialId: first.credential.credentialId,
      attestationType: 'none',
      credential: {
        publicKey: first.credential.publicKey,
        type: 'CREDENTIAL_TYPE_WEBAUTHN_AUTHENTICATOR',
      },
      transports: ['AUTHENTICATOR_TRANSPORT_INTERNAL'],
    });
    expect(stored[1]).toMatchObject({
      authenticatorName: 'Phone',
      attestationType: 'packed',
      aaguid: 'ea9b8d66-4d01-1d21-3ce4-b6b48cb575d4',
      model: 'Google Password Manager',
      transports: ['AUTHENTICATOR_TRANSPORT_HYBRID', 'AUTHENTICATOR_TRANSPORT_INTERNAL'],
    });
  });

  it('lets the new passkey stamp requests (X-Stamp-WebAuthn)', async () => {
    const body = JSON.stringify({ organizationId: sandbox.bootstrap.organizationId, userId });
    const response = await sandbox.handler(
      new Request(`${sandbox.bootstrap.baseUrl}${queryPath('get_authenticators')}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [WEBAUTHN_STAMP_HEADER]: authenticator.stamp(body),
        },
        body,
      }),
    );
    expect(response.status).toBe(200);
  });

  it('refuses an attestation over another challenge, origin or RP id, and stores nothing', async () => {
    const count = (await authenticatorsOf()).length;
    const good = authenticator.register();
    const wrongChallenge = { ...authenticator.register().input, challenge: 'c29tZXRoaW5nLWVsc2U' };
    const out = await submit(sandbox, 'create_authenticators', {
      userId,
      authenticators: [good.input, wrongChallenge],
    });
    expect(out.status).toBe(400);
    expect(errorFields(out)).toEqual(['parameters.authenticators[1].attestation']);
    expect(out.error!.message).toMatch(/challenge/);

    const elsewhere = createSoftwareAuthenticator({
      rpId: sandbox.context.settings.rpId,
      origin: 'https://evil.example',
    });
    const badOrigin = await submit(sandbox, 'create_authenticators', {
      userId,
      authenticators: [elsewhere.register().input],
    });
    expect(badOrigin.status).toBe(400);
    expect(badOrigin.error!.message).toMatch(/origin/);

    const otherRp = createSoftwareAuthenticator({
      rpId: 'evil.example',
      origin: sandbox.context.settings.webauthnOrigins[0]!,
    });
    const badRp = await submit(sandbox, 'create_authenticators', {
      userId,
      authenticators: [otherRp.register().input],
    });
    expect(badRp.status).toBe(400);
    expect(errorFields(badRp)).toEqual(['parameters.authenticators[0].attestation']);

    // The failed activities rolled back: the valid first passkey was not kept either.
    expect(await authenticatorsOf()).toHaveLength(count);
  });

  it('refuses a credentialId other than the attested one, and a passkey registered twice (409)', async () => {
    const registered = authenticator.register();
    const mismatch = {
      ...registered.input,
      attestation: {
        ...registered.input.attestation,
        credentialId: authenticator.register().credential.credentialId,
      },
    };
    const out = await submit(sandbox, 'create_authenticators', {
      userId,
      authenticators: [mismatch],
    });
    expect(out.status).toBe(400);
    expect(errorFields(out)).toEqual(['parameters.authenticators[0].attestation.credentialId']);

    const once = authenticator.register();
    expect(
      (await submit(sandbox, 'create_authenticators', { userId, authenticators: [once.input] }))
        .status,
    ).toBe(200);
    const twice = await submit(sandbox, 'create_authenticators', {
      userId,
      authenticators: [{ ...once.input, authenticatorName: 'Again' }],
    });
    expect(twice.status).toBe(409);
  });

  it('refuses a transport not in the enum, a missing field, an unknown user, a user of another organization', async () => {
    const input = authenticator.register().input;
    const badTransport = await submit(sandbox, 'create_authenticators', {
      userId,
      authenticators: [
        {
          ...input,
          attestation: {
            ...input.attestation,
            transports: ['AUTHENTICATOR_TRANSPORT_CARRIER_PIGEON'],
          },
        },
      ],
    } as never);
    expect(badTransport.status).toBe(400);
    expect(errorFields(badTransport)).toEqual([
      'parameters.authenticators[0].attestation.transports[0]',
    ]);
    const { challenge: _challenge, ...withoutChallenge } = input;
    const missing = await submit(sandbox, 'create_authenticators', {
      userId,
      authenticators: [withoutChallenge],
    } as never);
    expect(missing.status).toBe(400);
    expect(errorFields(missing)).toEqual(['parameters.authenticators[0].challenge']);
    const unknown = await submit(sandbox, 'create_authenticators', {
      userId: 'nobody',
      authenticators: [input],
    });
    expect(unknown.status).toBe(404);
    expect(errorFields(unknown)).toEqual(['parameters.userId']);
    const other = await addTestOrganization(sandbox);
    const foreign = await submit(sandbox, 'create_authenticators', {
      userId: other.userId,
      authenticators: [input],
    });
    expect(foreign.status).toBe(404);
  });
});
