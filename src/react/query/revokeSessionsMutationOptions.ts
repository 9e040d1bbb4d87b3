import type { QueryClient } from '@tanstack/react-query';
import { type RevokeSessionsArgs, revokeSessions, type WalletKit } from '../../core/index.js';
import { accountMutationOptions, USER_READS } from './accountMutationOptions.js';

/** Ends other sessions of the user (core `revokeSessions`); the user's reads refetch. */
export const revokeSessionsMutationOptions = (kit: WalletKit, queryClient: QueryClient) =>
  accountMutationOptions(
    'revokeSessions',
    (args: RevokeSessionsArgs) => revokeSessions(kit, args),
    { queryClient, reads: USER_READS },
  );
