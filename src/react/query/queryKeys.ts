import type { QueryName } from '../../protocol/index.js';

/** Every query the kit puts in a `QueryClient` starts with this, so apps can filter them out. */
export const QUERY_KEY_ROOT = 'embedded-wallet-kit';

/** Signed-API reads: removed at login and logout (they belong to one user). */
export const signedQueriesKey = [QUERY_KEY_ROOT, 'signed'] as const;

/**
 * `[root, 'signed', op, body]`: a prefix without `body` matches every query of the operation,
 * which is how a submit invalidates what it changed.
 */
export function signedQueryKey<N extends QueryName>(op: N): readonly [string, 'signed', N];
export function signedQueryKey<N extends QueryName, B>(
  op: N,
  body: B,
): readonly [string, 'signed', N, B];
export function signedQueryKey(op: QueryName, ...body: unknown[]): readonly unknown[] {
  return [QUERY_KEY_ROOT, 'signed', op, ...body];
}

/** `wallet_kit_config` of one proxy configuration. */
export const walletKitConfigQueryKey = (authProxyConfigId: string) =>
  [QUERY_KEY_ROOT, 'walletKitConfig', authProxyConfigId] as const;
