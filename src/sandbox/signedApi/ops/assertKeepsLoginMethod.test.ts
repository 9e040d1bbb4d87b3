/**
 * A user always keeps a way to log in, in the service and atomically: two removals sent at once
 * (e-mail and phone, from two tabs) cannot both pass a check that each made alone.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addTestOrganization,
  createTestSandbox,
  submit,
  type TestOrganization,
} from '../../../../test/support/sandbox/index.js';
import type { Sandbox } from '../../createSandbox.js';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await createTestSandbox();
});
afterAll(() => sandbox.close());

/**
 * A sub-organization user as a login leaves one: a verified e-mail and phone number, and only a
 * session key (which expires: no way to log in), which stamps these calls.
 */
async function emailAndPhoneUser(): Promise<TestOrganization> {
  const org = await addTestOrganization(sandbox);
  const { store } = sandbox.context;
  const now = sandbox.context.now();
  await store.transaction(() => {
    const user = store.get('user', org.userId)!;
    const email = `${randomUUID()}@example.com`;
    store.update('user', {
      ...user,
      userEmail: email,
      emailVerified: true,
      userPhoneNumber: '+15550100000',
      phoneVerified: true,
    });
    store.setIndex('user', user.id, 'email', email);
    store.setIndex('user', user.id, 'phone', '+15550100000');
    const key = store.get('credential', org.apiKeyId)!;
    store.update('credential', {
      ...key,
      type: 'CREDENTIAL_TYPE_READ_WRITE_SESSION_KEY_P256',
      expirationSeconds: '900',
      expiresAtMs: now + 900_000,
    });
  });
  return org;
}

const as = (org: TestOrganization) => ({
  organizationId: org.organizationId,
  privateKey: org.privateKey,
});

/** The refusal: 412 FAILED_PRECONDITION naming the field, with `LAST_LOGIN_METHOD` to read. */
function expectLastMethodRefusal(
  out: { status: number; error?: { code: number; details: unknown[] } },
  field: string,
) {
  expect(out.status).toBe(412);
  expect(out.error?.code).toBe(9);
  expect(out.error?.details).toContainEqual(expect.objectContaining({ field }));
  expect(out.error?.details).toContainEqual(
    expect.objectContaining({
      '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
      reason: 'LAST_LOGIN_METHOD',
    }),
  );
}

describe('a user keeps a way to log in', () => {
  it('removing the e-mail and the phone number at once: exactly one succeeds', async () => {
    const org = await emailAndPhoneUser();
    const [email, phone] = await Promise.all([
      submit(sandbox, 'update_user_email', { userId: org.userId, userEmail: '' }, as(org)),
      submit(
        sandbox,
        'update_user_phone_number',
        { userId: org.userId, userPhoneNumber: '' },
        as(org),
      ),
    ]);
    expect([email.status, phone.status].sort()).toEqual([200, 412]);
    const refused = email.status === 412 ? email : phone;
    expectLastMethodRefusal(
      refused,
      email.status === 412 ? 'parameters.userEmail' : 'parameters.userPhoneNumber',
    );
    const user = sandbox.context.store.get('user', org.userId)!;
    expect(Boolean(user.userEmail) !== Boolean(user.userPhoneNumber)).toBe(true);
  });

  it('refuses replacing the only verified contact by an unverified one, and allows it beside another', async () => {
    const org = await emailAndPhoneUser();
    await submit(
      sandbox,
      'update_user_phone_number',
      { userId: org.userId, userPhoneNumber: '' },
      as(org),
    );
    const unproven = await submit(
      sandbox,
      'update_user_email',
      { userId: org.userId, userEmail: 'someone-else@example.com' },
      as(org),
    );
    expectLastMethodRefusal(unproven, 'parameters.userEmail');
    expect(sandbox.context.store.get('user', org.userId)?.emailVerified).toBe(true);
    // An unverified phone number beside the e-mail is fine (the e-mail still logs in), and it
    // is no way in itself: the e-mail stays the last one.
    const phone = await submit(
      sandbox,
      'update_user_phone_number',
      { userId: org.userId, userPhoneNumber: '+15550100001' },
      as(org),
    );
    expect(phone.status).toBe(200);
    const removal = await submit(
      sandbox,
      'update_user_email',
      { userId: org.userId, userEmail: '' },
      as(org),
    );
    expectLastMethodRefusal(removal, 'parameters.userEmail');
  });

  it('counts a key that never expires (a wallet key, an API key) as a way in, and refuses deleting the last', async () => {
    const org = await addTestOrganization(sandbox);
    const email = await submit(
      sandbox,
      'update_user_email',
      { userId: org.userId, userEmail: '' },
      as(org),
    );
    expect(email.status).toBe(200);
    const key = await submit(
      sandbox,
      'delete_api_keys',
      { userId: org.userId, apiKeyIds: [org.apiKeyId] },
      as(org),
    );
    expectLastMethodRefusal(key, 'parameters.apiKeyIds');
  });
});
