import { WEBAUTHN_STAMP_HEADER } from 'embedded-wallet-kit/protocol';
import { submitPath } from 'embedded-wallet-kit/protocol/internal';
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
  submitBody,
} from '../../../../test/support/sandbox/index.js';
import type { Sandbox } from '../../createSandbox.js';

let sandbox: Sandbox;
let passkeys: SoftwareAuthenticator;

beforeAll(async () => {
  sandbox = await createTestSandbox();
  passkeys = createSoftwareAuthenticator({
    rpId: sandbox.context.settings.rpId,
    origin: sandbox.context.settings.webauthnOrigins[0]!,
  });
});
afterAll(() => sandbox.close());

/** A sub-organization user with an API key and `count` passkeys, registered through the API. */
async function userWithPasskeys(count: number) {
  const org = await addTestOrganization(sandbox);
  const as = { organizationId: org.organizationId, privateKey: org.privateKey };
  const created = await submit(
    sandbox,
    'create_authenticators',
    {
      userId: org.userId,
      authenticators: Array.from(
        { length: count },
        (_, i) => passkeys.register({ authenticatorName: `Passkey ${i}` }).input,
      ),
    },
    as,
  );
  return { org, as, ids: created.result!.authenticatorIds };
}

const passkeyIdsOf = async (org: { organizationId: string; userId: string; privateKey: string }) =>
  (
    await query(
      sandbox,
      'get_authenticators',
      { organizationId: org.organizationId, userId: org.userId },
      { privateKey: org.privateKey },
    )
  ).body?.authenticators.map((a) => a.authenticatorId);

describe('delete_authenticators', () => {
  it('removes a passkey, answers the production activity, and the passkey no longer stamps', async () => {
    const { org, as, ids } = await userWithPasskeys(2);
    const credentialIdOf = (id: string) =>
      sandbox.context.store.transaction(() => sandbox.context.store.get('authenticator', id)!);
    const [removed, kept] = [await credentialIdOf(ids[0]!), await credentialIdOf(ids[1]!)];
    const parameters = { userId: org.userId, authenticatorIds: [ids[0]!] };
    const out = await submit(sandbox, 'delete_authenticators', parameters, as);
    expect(out.status).toBe(200);
    expect(activityShapeIssues(out.response, 'delete_authenticators', parameters)).toEqual([]);
    expect(out.response!.activity.type).toBe('ACTIVITY_TYPE_DELETE_AUTHENTICATORS');
    expect(out.result).toEqual({ authenticatorIds: [ids[0]] });
    expect(await passkeyIdsOf(org)).toEqual([ids[1]]);

    // The removed passkey's assertion is refused; the kept one still stamps.
    const stampedBy = (credentialId: string) => {
      const body = JSON.stringify(
        submitBody('create_user_tag', org.organizationId, { userTagName: 't', userIds: [] }),
      );
      return sandbox.handler(
        new Request(`${sandbox.bootstrap.baseUrl}${submitPath('create_user_tag')}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            [WEBAUTHN_STAMP_HEADER]: passkeys.stamp(body, credentialId),
          },
          body,
        }),
      );
    };
    expect((await stampedBy(removed.credentialId)).status).toBe(401);
    expect((await stampedBy(kept.credentialId)).status).toBe(200);
  });

  it('checks every id before removing any: unknown, another user, another organization', async () => {
    const { org, as, ids } = await userWithPasskeys(1);
    const other = await userWithPasskeys(1);
    for (const stranger of ['no-such-passkey', other.ids[0]!]) {
      const out = await submit(
        sandbox,
        'delete_authenticators',
        { userId: org.userId, authenticatorIds: [ids[0]!, stranger] },
        as,
      );
      expect(out.status).toBe(404);
      expect(errorFields(out)).toEqual(['parameters.authenticatorIds[1]']);
    }
    expect(await passkeyIdsOf(org)).toEqual(ids);
    expect(await passkeyIdsOf(other.org)).toEqual(other.ids);
    const foreignUser = await submit(
      sandbox,
      'delete_authenticators',
      { userId: other.org.userId, authenticatorIds: other.ids },
      as,
    );
    expect(foreignUser.status).toBe(404);
    expect(errorFields(foreignUser)).toEqual(['parameters.userId']);
  });

  it("refuses to remove a user's last credential (production: at least one passkey or API key)", async () => {
    const { org, as, ids } = await userWithPasskeys(1);
    // Dropping the API key is fine while the passkey remains ...
    const dropKey = await submit(
      sandbox,
      'delete_api_keys',
      { userId: org.userId, apiKeyIds: [org.apiKeyId] },
      as,
    );
    expect(dropKey.status).toBe(200);
    // ... and then the passkey is the last credential: stamped by itself, its removal is refused.
    const body = JSON.stringify(
      submitBody('delete_authenticators', org.organizationId, {
        userId: org.userId,
        authenticatorIds: ids,
      }),
    );
    const refused = await sandbox.handler(
      new Request(`${sandbox.bootstrap.baseUrl}${submitPath('delete_authenticators')}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [WEBAUTHN_STAMP_HEADER]: passkeys.stamp(body, passkeys.credentials.at(-1)!.credentialId),
        },
        body,
      }),
    );
    expect(refused.status).toBe(412);
    const error = (await refused.json()) as { details: { field?: string; reason?: string }[] };
    // The user's last way to log in as well: the kit reads that in the `ErrorInfo`.
    expect(error.details.map((d) => d.field ?? d.reason)).toEqual([
      'parameters.authenticatorIds',
      'LAST_LOGIN_METHOD',
    ]);
    const left = await sandbox.context.store.transaction(() =>
      sandbox.context.store.find('authenticator', 'userId', org.userId),
    );
    expect(left.map((a) => a.id)).toEqual(ids);
  });
});
