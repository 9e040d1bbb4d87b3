import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activityShapeIssues,
  addTestOrganization,
  createTestSandbox,
  errorFields,
  query,
  submit,
  type TestOrganization,
} from '../../../../test/support/sandbox/index.js';
import type { Sandbox } from '../../createSandbox.js';
import { issueOidcToken } from '../../identity/issueOidcToken.js';
import { DEV_CLIENT_IDS } from '../../proxy/config/defaultProxyConfig.js';

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await createTestSandbox();
});
afterAll(() => sandbox.close());

/** An X identity's token as `oauth2_authenticate` issues it (the sandbox is X's OIDC issuer). */
const xToken = (sub: string, email?: { email: string; emailVerified: boolean }) =>
  issueOidcToken(sandbox.context, { sub, aud: DEV_CLIENT_IDS.x, nonce: 'n', ...email });

const link = (
  org: TestOrganization,
  oauthProviders: {
    providerName: string;
    oidcToken?: string;
    oidcClaims?: { iss: string; sub: string; aud: string };
  }[],
) =>
  submit(
    sandbox,
    'create_oauth_providers',
    { userId: org.userId, oauthProviders },
    { organizationId: org.organizationId, privateKey: org.privateKey },
  );

const providersOf = async (org: TestOrganization) =>
  (
    await query(
      sandbox,
      'get_user',
      { organizationId: org.organizationId, userId: org.userId },
      { privateKey: org.privateKey },
    )
  ).body!.user.oauthProviders;

describe('create_oauth_providers', () => {
  it('links a verified identity, answers the V2 activity, and get_user lists it', async () => {
    const org = await addTestOrganization(sandbox);
    const oidcToken = await xToken(`x-${crypto.randomUUID()}`);
    const parameters = { userId: org.userId, oauthProviders: [{ providerName: 'x', oidcToken }] };
    const out = await link(org, parameters.oauthProviders);
    expect(out.status).toBe(200);
    expect(activityShapeIssues(out.response, 'create_oauth_providers', parameters)).toEqual([]);
    expect(out.response!.activity.type).toBe('ACTIVITY_TYPE_CREATE_OAUTH_PROVIDERS_V2');
    expect(Object.keys(out.response!.activity.intent)).toEqual(['createOauthProvidersIntentV2']);
    expect(Object.keys(out.response!.activity.result)).toEqual(['createOauthProvidersResultV2']);
    const linked = await providersOf(org);
    expect(linked.map((p) => p.providerId)).toEqual(out.result!.providerIds);
    expect(linked[0]).toMatchObject({ providerName: 'x', audience: DEV_CLIENT_IDS.x });
  });

  it('refuses an identity linked to any account, claims alone or claims that differ', async () => {
    const org = await addTestOrganization(sandbox);
    const sub = `x-${crypto.randomUUID()}`;
    const oidcToken = await xToken(sub);
    expect((await link(org, [{ providerName: 'x', oidcToken }])).status).toBe(200);
    const other = await addTestOrganization(sandbox);
    const taken = await link(other, [{ providerName: 'x', oidcToken }]);
    expect(taken.status).toBe(409);
    expect(errorFields(taken)).toEqual(['parameters.oauthProviders[0].oidcToken']);
    const again = await link(org, [{ providerName: 'x', oidcToken }]);
    expect(again.status).toBe(409);

    const claims = { iss: 'https://elsewhere.example', sub, aud: DEV_CLIENT_IDS.x };
    const alone = await link(other, [{ providerName: 'x', oidcClaims: claims }]);
    expect(alone.status).toBe(400);
    expect(errorFields(alone)).toEqual(['parameters.oauthProviders[0].oidcToken']);
    const fresh = await xToken(`x-${crypto.randomUUID()}`);
    const mismatch = await link(other, [
      { providerName: 'x', oidcToken: fresh, oidcClaims: claims },
    ]);
    expect(mismatch.status).toBe(400);
    expect(errorFields(mismatch)).toEqual(['parameters.oauthProviders[0].oidcClaims']);
    const forged = await link(other, [
      { providerName: 'x', oidcToken: `${fresh.slice(0, -4)}AAAA` },
    ]);
    expect(forged.status).toBe(401);
    expect(await providersOf(other)).toEqual([]);
  });

  it("marks the user's e-mail verified when the token's verified e-mail is that address", async () => {
    const org = await addTestOrganization(sandbox, { userEmail: 'Linker@Example.com' });
    const email = { email: 'linker@example.com', emailVerified: true };
    const out = await link(org, [
      { providerName: 'x', oidcToken: await xToken(`x-${crypto.randomUUID()}`, email) },
    ]);
    expect(out.status).toBe(200);
    const user = await sandbox.context.store.transaction(() =>
      sandbox.context.store.get('user', org.userId),
    );
    expect(user?.emailVerified).toBe(true);
  });
});
