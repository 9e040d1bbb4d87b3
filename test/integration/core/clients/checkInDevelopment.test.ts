import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { FetchLike } from '../../../../src/core/transport/transport.js';
import { inProcessFetch } from '../../../../src/testing/inProcessFetch.js';
import { kitFor, type Sandbox, startSandbox } from '../../../support/sandboxKit.js';

/**
 * Requests are checked against the operation table in development builds only
 * (`checkInDevelopment`); a production build leaves the check to the service, which refuses the
 * same request with the same code, naming the field.
 */
describe('request checks', () => {
  let sandbox: Sandbox;
  beforeAll(async () => {
    sandbox = await startSandbox();
  });
  afterAll(() => sandbox.close());

  const counted = () => {
    const paths: string[] = [];
    const fetch: FetchLike = (input, init) => {
      paths.push(new URL(input).pathname);
      return inProcessFetch(sandbox)(input, init);
    };
    return { paths, kit: kitFor(sandbox, { fetch }) };
  };
  const badOtp = { otpType: 'OTP_TYPE_FAX', contact: 'someone@example.com' } as never;

  it('a development build refuses a bad field before sending, naming it', async () => {
    const { paths, kit } = counted();
    await expect(kit.proxy.otpInitV2(badOtp)).rejects.toMatchObject({
      code: 'INVALID_ARGUMENT',
      details: { field: 'otpType' },
    });
    expect(paths).not.toContain('/v1/otp_init_v2');
  });

  it('a production build sends it unchecked, and the service refuses it with the same code', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    onTestFinished(() => {
      vi.unstubAllEnvs();
    });
    const { paths, kit } = counted();
    const error = await kit.proxy.otpInitV2(badOtp).catch((e: unknown) => e);
    expect(paths).toContain('/v1/otp_init_v2');
    expect(error).toMatchObject({ name: 'ProxyError', code: 'INVALID_ARGUMENT' });
    expect((error as Error).message).toContain('otpType');
  });
});
