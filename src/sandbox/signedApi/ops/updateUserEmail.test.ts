import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activityShapeIssues,
  addTestOrganization,
  createTestSandbox,
  devRecords,
  errorFields,
  submit,
} from '../../../../test/support/sandbox/index.js';
import type { Sandbox } from '../../createSandbox.js';
import { generateP256KeyPair, signVerificationToken } from '../../enclave/index.js';
import type { UserRecord } from '../../store/storedRecords.js';

let sandbox: Sandbox;
let userId: string;

beforeAll(async () => {
  sandbox = await createTestSandbox();
  userId = sandbox.bootstrap.userId;
});
afterAll(() => sandbox.close());

const userDoc = async (
  id = userId,
  organizationId = sandbox.bootstrap.organizationId,
): Promise<UserRecord> =>
  (await devRecords(sandbox, 'user', organizationId)).find((u) => u.id === id)!;

/** A token as the proxy's otp_verify_v2 issues it (signed by the sandbox's tlsFetcher key). */
const token = (
  contact: string,
  overrides: Record<string, string> = {},
  key = sandbox.context.keys.tlsFetcher,
) =>
  signVerificationToken(key, {
    exp: String(sandbox.context.now() + 600_000),
    id: crypto.randomUUID(),
    organization_id: sandbox.bootstrap.organizationId,
    verification_type: 'OTP_TYPE_EMAIL',
    contact,
    // Bound to the key that stamps the update (the admin's), as the kit binds it to its session.
    public_key: sandbox.bootstrap.apiKey.publicKey,
    ...overrides,
  } as Parameters<typeof signVerificationToken>[1]);

describe('update_user_email', () => {
  it('sets an unverified e-mail, answers the spec activity, and a later read shows it', async () => {
    const parameters = { userId, userEmail: 'ada@example.com' };
    const out = await submit(sandbox, 'update_user_email', parameters);
    expect(out.status).toBe(200);
    expect(activityShapeIssues(out.response, 'update_user_email', parameters)).toEqual([]);
    expect(Object.keys(out.response!.activity.intent)).toEqual(['updateUserEmailIntent']);
    expect(out.result).toEqual({ userId });
    expect(await userDoc()).toMatchObject({ userEmail: 'ada@example.com', emailVerified: false });
    expect(sandbox.context.store.findOne('user', 'email', 'ada@example.com')?.id).toBe(userId);
    expect(sandbox.context.store.findOne('user', 'email', 'admin@sandbox.local')).toBeUndefined();
  });

  it('marks the e-mail verified with a verification token for exactly that address', async () => {
    const out = await submit(sandbox, 'update_user_email', {
      userId,
      userEmail: 'Grace@Example.com',
      verificationToken: await token('grace@example.com'),
    });
    expect(out.status).toBe(200);
    expect(await userDoc()).toMatchObject({ userEmail: 'Grace@Example.com', emailVerified: true });
  });

  it('spends the token: the same proof cannot verify the address a second time', async () => {
    const proof = await token('once@example.com');
    const at = sandbox.context.now();
    const verify = (timestampMs: number) =>
      submit(
        sandbox,
        'update_user_email',
        { userId, userEmail: 'once@example.com', verificationToken: proof },
        { timestampMs },
      );
    const first = await verify(at);
    expect(first.status).toBe(200);
    await submit(sandbox, 'update_user_email', { userId, userEmail: 'other@example.com' });
    // Another request with the proof (the same bytes would be a resend of the first, answered
    // again: handleSignedApi.ts).
    const replay = await verify(at + 1);
    expect(replay.status).toBe(401);
    expect(errorFields(replay)).toContain('parameters.verificationToken');
    expect(await userDoc()).toMatchObject({ userEmail: 'other@example.com', emailVerified: false });
    // Back to the state the next tests start from.
    await submit(sandbox, 'update_user_email', {
      userId,
      userEmail: 'Grace@Example.com',
      verificationToken: await token('grace@example.com'),
    });
  });

  it('refuses a token for another address, for a phone, expired, forged, or not a token', async () => {
    const cases: [string, Promise<string> | string][] = [
      ['another address', token('someone@example.com')],
      ['a phone', token('+14155550100', { verification_type: 'OTP_TYPE_SMS' })],
      ['expired', token('ada@example.com', { exp: String(sandbox.context.now() - 1) })],
      ['forged', token('ada@example.com', {}, generateP256KeyPair())],
      ['another organization', token('ada@example.com', { organization_id: 'elsewhere' })],
      ['not a token', 'not-a-jwt'],
    ];
    // Verified under another user's key (their session spent the code): not this caller's proof.
    const other = await addTestOrganization(sandbox);
    cases.push(['bound to another key', token('ada@example.com', { public_key: other.publicKey })]);
    for (const [, pending] of cases) {
      const out = await submit(sandbox, 'update_user_email', {
        userId,
        userEmail: 'ada@example.com',
        verificationToken: await pending,
      });
      expect(out.status).toBe(400);
      expect(errorFields(out)).toEqual(['parameters.verificationToken']);
    }
    expect((await userDoc()).userEmail).toBe('Grace@Example.com');
  });

  it('removes the e-mail when userEmail is empty', async () => {
    const out = await submit(sandbox, 'update_user_email', { userId, userEmail: '' });
    expect(out.status).toBe(200);
    const user = await userDoc();
    expect(user.userEmail).toBeUndefined();
    expect(user.emailVerified).toBeUndefined();
    expect(sandbox.context.store.findOne('user', 'email', 'grace@example.com')).toBeUndefined();
    const withToken = await submit(sandbox, 'update_user_email', {
      userId,
      userEmail: '',
      verificationToken: await token('ada@example.com'),
    });
    expect(withToken.status).toBe(400);
  });

  it('refuses a malformed address, a missing userEmail, an unknown user, a user of another organization', async () => {
    const malformed = await submit(sandbox, 'update_user_email', {
      userId,
      userEmail: 'not an e-mail',
    });
    expect(malformed.status).toBe(400);
    expect(errorFields(malformed)).toEqual(['parameters.userEmail']);
    const missing = await submit(sandbox, 'update_user_email', { userId } as never);
    expect(missing.status).toBe(400);
    expect(errorFields(missing)).toEqual(['parameters.userEmail']);
    const unknown = await submit(sandbox, 'update_user_email', {
      userId: 'nobody',
      userEmail: 'x@example.com',
    });
    expect(unknown.status).toBe(404);
    const other = await addTestOrganization(sandbox);
    const foreign = await submit(sandbox, 'update_user_email', {
      userId: other.userId,
      userEmail: 'x@example.com',
    });
    expect(foreign.status).toBe(404);
    expect(errorFields(foreign)).toEqual(['parameters.userId']);
  });
});
