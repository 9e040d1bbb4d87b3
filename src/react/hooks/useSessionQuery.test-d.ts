import { describe, expectTypeOf, it } from 'vitest';
import type { QueryResponse } from '../../protocol/index.js';
import { useSessionQuery } from './useSessionQuery.js';

describe('useSessionQuery', () => {
  it('makes the session-named fields optional, and only those', () => {
    expectTypeOf(useSessionQuery('list_wallets', {}).data).toEqualTypeOf<
      QueryResponse<'list_wallets'> | undefined
    >();
    useSessionQuery('get_user', {}, ['organizationId', 'userId']);
    useSessionQuery('get_user', { userId: 'u' });
    // @ts-expect-error: `userId` is not filled from the session unless `fields` names it
    useSessionQuery('get_user', {});
    // @ts-expect-error: `apiKeyId` names no caller; the session cannot supply it
    useSessionQuery('get_api_key', {});
    // @ts-expect-error: `list_wallets` has no `userId` to fill
    useSessionQuery('list_wallets', {}, ['organizationId', 'userId']);
  });
});
