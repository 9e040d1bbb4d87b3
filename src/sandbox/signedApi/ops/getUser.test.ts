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

const timestamp = {
  seconds: expect.stringMatching(/^\d+$/),
  nanos: expect.stringMatching(/^\d+$/),
};

describe('get_user', () => {
  it("answers the user in production's v1User shape, with its passkeys, keys and tags", async () => {
    const { organizationId, userId, apiKey } = sandbox.bootstrap;
    const device = createSoftwareAuthenticator({
      rpId: sandbox.context.settings.rpId,
      origin: sandbox.context.settings.webauthnOrigins[0]!,
    });
    const { input, credential } = device.register({ authenticatorName: 'Laptop' });
    await submit(sandbox, 'create_authenticators', { userId, authenticators: [input] });
    const tag = await submit(sandbox, 'create_user_tag', {
      userTagName: 'admins',
      userIds: [userId],
    });
    const out = await query(sandbox, 'get_user', { organizationId, userId });
    expect(out.status).toBe(200);
    const user = out.body!.user;
    expect(user).toEqual({
      userId,
      userName: expect.any(String),
      ...(user.userEmail === undefined ? {} : { userEmail: user.userEmail }),
      authenticators: [
        expect.objectContaining({
          credentialId: credential.credentialId,
          authenticatorName: 'Laptop',
          credential: {
            publicKey: credential.publicKey,
            type: 'CREDENTIAL_TYPE_WEBAUTHN_AUTHENTICATOR',
          },
        }),
      ],
      apiKeys: expect.arrayContaining([
        expect.objectContaining({
          apiKeyId: apiKey.apiKeyId,
          credential: { publicKey: apiKey.publicKey, type: 'CREDENTIAL_TYPE_API_KEY_P256' },
        }),
      ]),
      userTags: [tag.result!.userTagId],
      oauthProviders: [],
      createdAt: timestamp,
      updatedAt: timestamp,
      mfaPolicies: [],
    });
  });

  it('answers 404 naming userId for a user of another organization', async () => {
    const other = await addTestOrganization(sandbox);
    const out = await query(sandbox, 'get_user', {
      organizationId: sandbox.bootstrap.organizationId,
      userId: other.userId,
    });
    expect(out.status).toBe(404);
    expect(errorFields(out)).toEqual(['userId']);
    // The parent's key reads a sub-organization's user (spec: sub-organization reads).
    const sub = await query(sandbox, 'get_user', {
      organizationId: other.organizationId,
      userId: other.userId,
    });
    expect(sub.body?.user.userName).toBe('Test user');
  });
});
