import { describe, expectTypeOf, it } from 'vitest';
import {
  type QUERY_KEY_ROOT,
  signedQueriesKey,
  signedQueryKey,
  walletKitConfigQueryKey,
} from './queryKeys.js';

describe('query keys', () => {
  it('keep the operation name as a literal, with or without the body', () => {
    expectTypeOf(signedQueryKey('get_user')).toEqualTypeOf<
      readonly [string, 'signed', 'get_user']
    >();
    const body = { organizationId: 'o', userId: 'u' };
    expectTypeOf(signedQueryKey('get_user', body)).toEqualTypeOf<
      readonly [string, 'signed', 'get_user', { organizationId: string; userId: string }]
    >();
    expectTypeOf(signedQueriesKey).toEqualTypeOf<readonly ['embedded-wallet-kit', 'signed']>();
    expectTypeOf(walletKitConfigQueryKey('cfg')).toEqualTypeOf<
      readonly ['embedded-wallet-kit', 'walletKitConfig', string]
    >();
    expectTypeOf<typeof QUERY_KEY_ROOT>().toEqualTypeOf<'embedded-wallet-kit'>();
  });

  it('a key prefix matches the keys of the same operation only', () => {
    expectTypeOf(signedQueryKey('get_user', null)).toExtend<readonly unknown[]>();
    // @ts-expect-error: not a query operation of the table
    signedQueryKey('earn_deposit');
  });
});
