/**
 * A `clientSignature.message` nested 20,000 levels deep (and properly signed): a recursive
 * canonical-JSON walk would run out of stack and `otp_login_v2` and `signup_v2` would answer 500.
 * Every walk of client JSON stops at 400 levels with a 400.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSandbox } from '../../../test/support/sandbox/index.js';
import {
  clientSignature,
  otpSignup,
  proxyCall,
  tokenIdOf,
  verifyContact,
} from '../../../test/support/sandbox/proxyTestKit.js';
import type { Sandbox } from '../createSandbox.js';
import { jsonDepthWithin, MAX_JSON_DEPTH } from '../http/jsonDepth.js';
import { canonicalJson } from './canonicalJson.js';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await createTestSandbox();
  await otpSignup(sandbox, 'OTP_TYPE_EMAIL', 'deep@example.com');
});
afterAll(() => sandbox.close());

/** `{"tokenId": ..., "x": [[[...]]]}` with the array `levels` deep below the object. */
const deepMessage = (tokenId: string, levels: number) =>
  `{"tokenId":${JSON.stringify(tokenId)},"x":${'['.repeat(levels)}${']'.repeat(levels)}}`;

describe('deep client JSON', () => {
  it('otp_login_v2 answers 400, not 500, for a deep signed message', async () => {
    const { verificationToken, key } = await verifyContact(
      sandbox,
      'OTP_TYPE_EMAIL',
      'deep@example.com',
    );
    const outcome = await proxyCall(sandbox, 'otp_login_v2', {
      verificationToken,
      publicKey: key.publicKey,
      clientSignature: clientSignature(key, deepMessage(tokenIdOf(verificationToken), 20_000)),
    });
    expect(outcome.status).toBe(400);
    expect(outcome.error?.details).toEqual([
      { field: 'clientSignature.message', description: 'nests deeper than 400 levels' },
    ]);
  });

  it('signup_v2 answers 400, not 500, for a deep signed message', async () => {
    const { verificationToken, key } = await verifyContact(
      sandbox,
      'OTP_TYPE_EMAIL',
      'deeper@example.com',
    );
    const outcome = await proxyCall(sandbox, 'signup_v2', {
      userEmail: 'deeper@example.com',
      apiKeys: [],
      authenticators: [],
      oauthProviders: [],
      verificationToken,
      clientSignature: clientSignature(key, deepMessage(tokenIdOf(verificationToken), 20_000)),
    });
    expect(outcome.status).toBe(400);
    expect(outcome.error?.message).toContain('deeper than 400');
  });

  it('counts levels exactly: 400 are walked, 401 refused', () => {
    const nest = (levels: number) => JSON.parse(`${'['.repeat(levels)}${']'.repeat(levels)}`);
    expect(MAX_JSON_DEPTH).toBe(400);
    expect(jsonDepthWithin(nest(400))).toBe(true);
    expect(jsonDepthWithin(nest(401))).toBe(false);
    expect(jsonDepthWithin({ a: { b: 1 } }, 2)).toBe(true);
    expect(jsonDepthWithin({ a: { b: {} } }, 2)).toBe(false);
    expect(jsonDepthWithin('text', 0)).toBe(true);
    expect(canonicalJson(nest(400), 'm')).toBe(`${'['.repeat(400)}${']'.repeat(400)}`);
    expect(() => canonicalJson(nest(100_000), 'm')).toThrow(/deeper than 400/);
  });
});
