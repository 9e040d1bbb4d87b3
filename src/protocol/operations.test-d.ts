import { describe, expectTypeOf, it } from 'vitest';
import type {
  ProxyBody,
  ProxyResponse,
  QueryBody,
  QueryName,
  QueryResponse,
  SubmitEnvelope,
  SubmitName,
  SubmitOperations,
  SubmitParams,
  SubmitResult,
} from './operations.js';
import type { EarnVault, PageInfo } from './records.js';

describe('types derived from the operation table', () => {
  it('names the operations of each part', () => {
    expectTypeOf<'earn_deposit'>().toExtend<SubmitName>();
    expectTypeOf<'stamp_login'>().toExtend<SubmitName>();
    expectTypeOf<'get_boot_proof'>().toExtend<QueryName>();
    expectTypeOf<'whoami'>().not.toExtend<SubmitName>();
  });

  it('infers parameters from the schemas: required, optional, enums and nested arrays', () => {
    expectTypeOf<SubmitParams<'earn_deposit'>>().toEqualTypeOf<{
      wrapperAddress: string;
      signWith: string;
      assets: string;
      chainCaip2: SubmitParams<'earn_deposit'>['chainCaip2'];
      sponsor?: boolean | undefined;
    }>();
    expectTypeOf<SubmitParams<'earn_deposit'>['chainCaip2']>().toExtend<`${string}:${string}`>();
    expectTypeOf<SubmitParams<'export_secrets'>['secrets'][number]['secretId']>().toBeString();
    expectTypeOf<ProxyBody<'otp_init_v2'>['otpType']>().toEqualTypeOf<
      'OTP_TYPE_EMAIL' | 'OTP_TYPE_SMS'
    >();
    expectTypeOf<QueryBody<'list_webhook_endpoints'>>().toEqualTypeOf<{ organizationId: string }>();
  });

  it('carries results and responses through the phantom columns', () => {
    expectTypeOf<SubmitResult<'delete_webhook_endpoint'>>().toEqualTypeOf<{ endpointId: string }>();
    expectTypeOf<QueryResponse<'list_earn_vaults'>>().toEqualTypeOf<{
      vaults: EarnVault[];
      pageInfo: PageInfo;
    }>();
    expectTypeOf<ProxyResponse<'otp_login_v2'>>().toEqualTypeOf<{ session: string }>();
  });

  it('pins the envelope type literal and the invalidates column to query names', () => {
    expectTypeOf<
      SubmitEnvelope<'earn_deposit'>['type']
    >().toEqualTypeOf<'ACTIVITY_TYPE_EARN_DEPOSIT'>();
    expectTypeOf<SubmitOperations['earn_deposit']['invalidates']>().toEqualTypeOf<
      readonly QueryName[] | undefined
    >();
  });
});
