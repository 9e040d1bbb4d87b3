import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activityShapeIssues,
  addTestOrganization,
  createTestSandbox,
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

const userDoc = (): Promise<UserRecord> =>
  sandbox.context.store.transaction(() => sandbox.context.store.get('user', userId)!);

/** An SMS token as the proxy's otp_verify_v2 issues it (signed by the sandbox's tlsFetcher key). */
const token = (
  contact: string,
  overrides: Record<string, string> = {},
  key = sandbox.context.keys.tlsFetcher,
) =>
  signVerificationToken(key, {
    exp: String(sandbox.context.now() + 600_000),
    id: crypto.randomUUID(),
    organization_id: sandbox.bootstrap.organizationId,
    verification_type: 'OTP_TYPE_SMS',
    contact,
    // Bound to the key that stamps the update (the admin's), as the kit binds it to its session.
    public_key: sandbox.bootstrap.apiKey.publicKey,
    ...overrides,
  } as Parameters<typeof signVerificationToken>[1]);

describe('update_user_phone_number', () => {
  it('sets an unverified number in E.164, answers the production activity, and is found by it', async () => {
    const parameters = { userId, userPhoneNumber: '+1 (415) 555-0100' };
    const out = await submit(sandbox, 'update_user_phone_number', parameters);
    expect(out.status).toBe(200);
    expect(activityShapeIssues(out.response, 'update_user_phone_number', parameters)).toEqual([]);
    expect(out.response!.activity.type).toBe('ACTIVITY_TYPE_UPDATE_USER_PHONE_NUMBER');
    expect(out.result).toEqual({ userId });
    expect(await userDoc()).toMatchObject({
      userPhoneNumber: '+14155550100',
      phoneVerified: false,
    });
    const found = await sandbox.context.store.transaction(() =>
      sandbox.context.store.findOne('user', 'phone', '+14155550100'),
    );
    expect(found?.id).toBe(userId);
  });

  it('verifies the number with an SMS token for exactly it, once', async () => {
    const proof = await token('+14155550111');
    const out = await submit(sandbox, 'update_user_phone_number', {
      userId,
      userPhoneNumber: '+14155550111',
      verificationToken: proof,
    });
    expect(out.status).toBe(200);
    expect(await userDoc()).toMatchObject({
      userPhoneNumber: '+14155550111',
      phoneVerified: true,
    });
    const replay = await submit(sandbox, 'update_user_phone_number', {
      userId,
      userPhoneNumber: '+14155550111',
      verificationToken: proof,
    });
    expect(replay.status).toBe(401);
    expect(errorFields(replay)).toEqual(['parameters.verificationToken']);
  });

  it('refuses a token for another number, for an e-mail, expired, forged, of another organization or bound to another key', async () => {
    const cases = [
      token('+14155550199'),
      token('+14155550122', { public_key: `02${'ab'.repeat(32)}` }),
      token('ada@example.com', { verification_type: 'OTP_TYPE_EMAIL' }),
      token('+14155550122', { exp: String(sandbox.context.now() - 1) }),
      token('+14155550122', {}, generateP256KeyPair()),
      token('+14155550122', { organization_id: 'elsewhere' }),
      Promise.resolve('not-a-jwt'),
    ];
    for (const pending of cases) {
      const out = await submit(sandbox, 'update_user_phone_number', {
        userId,
        userPhoneNumber: '+14155550122',
        verificationToken: await pending,
      });
      expect(out.status).toBe(400);
      expect(errorFields(out)).toEqual(['parameters.verificationToken']);
    }
    expect((await userDoc()).userPhoneNumber).toBe('+14155550111');
  });

  it('removes the number when userPhoneNumber is empty, never with a token', async () => {
    const withToken = await submit(sandbox, 'update_user_phone_number', {
      userId,
      userPhoneNumber: '',
      verificationToken: await token('+14155550111'),
    });
    expect(withToken.status).toBe(400);
    const out = await submit(sandbox, 'update_user_phone_number', {
      userId,
      userPhoneNumber: '',
    });
    expect(out.status).toBe(200);
    const user = await userDoc();
    expect(user.userPhoneNumber).toBeUndefined();
    expect(user.phoneVerified).toBeUndefined();
    const found = await sandbox.context.store.transaction(() =>
      sandbox.context.store.findOne('user', 'phone', '+14155550111'),
    );
    expect(found).toBeUndefined();
  });

  it('refuses a number that is not E.164, an unknown user and a user of another organization', async () => {
    const malformed = await submit(sandbox, 'update_user_phone_number', {
      userId,
      userPhoneNumber: '0415 555 0100',
    });
    expect(malformed.status).toBe(400);
    expect(errorFields(malformed)).toEqual(['parameters.userPhoneNumber']);
    const other = await addTestOrganization(sandbox);
    for (const stranger of ['nobody', other.userId]) {
      const out = await submit(sandbox, 'update_user_phone_number', {
        userId: stranger,
        userPhoneNumber: '+14155550100',
      });
      expect(out.status).toBe(404);
      expect(errorFields(out)).toEqual(['parameters.userId']);
    }
  });
});
