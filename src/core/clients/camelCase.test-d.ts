import { describe, expectTypeOf, it } from 'vitest';
import type { CamelCase } from './camelCase.js';
import { camelCase } from './camelCase.js';

describe('CamelCase', () => {
  it('joins snake_case words, keeping digits and the first word as they are', () => {
    expectTypeOf<CamelCase<'earn_deposit'>>().toEqualTypeOf<'earnDeposit'>();
    expectTypeOf<CamelCase<'otp_init_v2'>>().toEqualTypeOf<'otpInitV2'>();
    expectTypeOf<CamelCase<'oauth2_authenticate'>>().toEqualTypeOf<'oauth2Authenticate'>();
    expectTypeOf<
      CamelCase<'create_tvc_manifest_approvals'>
    >().toEqualTypeOf<'createTvcManifestApprovals'>();
    expectTypeOf<CamelCase<'whoami'>>().toEqualTypeOf<'whoami'>();
    expectTypeOf<CamelCase<''>>().toEqualTypeOf<''>();
  });

  it('distributes over a union', () => {
    expectTypeOf<CamelCase<'get_user' | 'list_wallets'>>().toEqualTypeOf<
      'getUser' | 'listWallets'
    >();
  });

  it('types the runtime conversion with the literal it was given', () => {
    expectTypeOf(camelCase('list_webhook_endpoints')).toEqualTypeOf<'listWebhookEndpoints'>();
    expectTypeOf(camelCase('x' as string)).toEqualTypeOf<string>();
  });
});
