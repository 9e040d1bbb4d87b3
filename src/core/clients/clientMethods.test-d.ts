import { describe, expectTypeOf, it } from 'vitest';
import type {
  ProxyBody,
  ProxyName,
  ProxyResponse,
  QueryBody,
  QueryName,
  QueryResponse,
  SubmitName,
  SubmitParams,
  SubmitResult,
} from '../../protocol/operations.js';
import type { CallOptions } from './callOptions.js';
import type { CamelCase } from './camelCase.js';
import type { AuthProxyClient, AuthProxyMethods } from './createAuthProxyClient.js';
import type { SignedApiClient, SignedApiMethods } from './createSignedApiClient.js';
import type { QueryOptions, SubmitOptions, SubmitOutcome } from './signedApiCalls.js';

declare const api: SignedApiClient;
declare const proxy: AuthProxyClient;

describe('the generated client methods', () => {
  it('are exactly one camelCase method per operation of the table', () => {
    expectTypeOf<keyof SignedApiMethods>().toEqualTypeOf<
      CamelCase<SubmitName> | CamelCase<QueryName>
    >();
    expectTypeOf<keyof AuthProxyMethods>().toEqualTypeOf<CamelCase<ProxyName>>();
  });

  it('take the operation parameters and answer its typed result', () => {
    expectTypeOf(api.earnDeposit).parameters.toEqualTypeOf<
      [SubmitParams<'earn_deposit'>, (SubmitOptions | undefined)?]
    >();
    expectTypeOf(api.earnDeposit).returns.resolves.toEqualTypeOf<SubmitOutcome<'earn_deposit'>>();
    expectTypeOf<SubmitOutcome<'earn_deposit'>['result']>().toEqualTypeOf<{
      depositRequestId: string;
    }>();
    expectTypeOf(api.listWebhookEndpoints).parameters.toEqualTypeOf<
      [QueryBody<'list_webhook_endpoints'>, (QueryOptions | undefined)?]
    >();
    expectTypeOf(api.getUser).returns.resolves.toEqualTypeOf<QueryResponse<'get_user'>>();
    expectTypeOf(proxy.otpInitV2).parameters.toEqualTypeOf<
      [ProxyBody<'otp_init_v2'>, (CallOptions | undefined)?]
    >();
    expectTypeOf(proxy.walletKitConfig).returns.resolves.toEqualTypeOf<
      ProxyResponse<'wallet_kit_config'>
    >();
  });

  it('agree with submit/query/call by name', () => {
    expectTypeOf(api.submit<'stamp_login'>).returns.resolves.toEqualTypeOf<
      SubmitOutcome<'stamp_login'>
    >();
    expectTypeOf<SubmitResult<'stamp_login'>>().toEqualTypeOf<{ session: string }>();
    expectTypeOf(api.query<'whoami'>).returns.resolves.toEqualTypeOf<QueryResponse<'whoami'>>();
    expectTypeOf(proxy.call<'account'>).returns.resolves.toEqualTypeOf<ProxyResponse<'account'>>();
  });

  it('refuse what the table refuses', () => {
    // @ts-expect-error: not an operation of the table
    api.earnWithdraw;
    // @ts-expect-error: `chainCaip2` is required
    api.earnDeposit({ wrapperAddress: 'w', signWith: 's', assets: '1' });
    // @ts-expect-error: not an OTP type of the protocol's enum
    proxy.otpInitV2({ otpType: 'OTP_TYPE_FAX', contact: 'a@b.c' });
    // @ts-expect-error: a query's body is not a submit's parameters
    api.query('get_user', { userId: 'u' });
    // @ts-expect-error: submit does not name query operations
    api.submit('whoami', { organizationId: 'o' });
  });
});
