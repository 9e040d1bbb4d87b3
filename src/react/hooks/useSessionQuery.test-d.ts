import { describe, expectTypeOf, it } from 'vitest';
import type { QueryResponse } from '../../protocol/index.js';
import { useSessionQuery } from './useSessionQuery.js';

describe('useSessionQuery', () => {
  it('makes the session-named fields optional, and only those', () => {
    expectTypeOf(useSessionQuery({ operation: 'list_wallets', body: {} }).data).toEqualTypeOf<
      QueryResponse<'list_wallets'> | undefined
    >();
    useSessionQuery({ operation: 'get_user', body: {}, fromSession: ['organizationId', 'userId'] });
    useSessionQuery({ operation: 'get_user', body: { userId: 'u' } });
    // @ts-expect-error: `userId` is not filled from the session unless `fromSession` names it
    useSessionQuery({ operation: 'get_user', body: {} });
    // @ts-expect-error: `apiKeyId` names no caller; the session cannot supply it
    useSessionQuery({ operation: 'get_api_key', body: {} });
    useSessionQuery({
      operation: 'list_wallets',
      body: {},
      // @ts-expect-error: `list_wallets` has no `userId` to fill
      fromSession: ['organizationId', 'userId'],
    });
  });
});
