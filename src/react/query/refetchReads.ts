import type { QueryClient } from '@tanstack/react-query';
import type { QueryName } from '../../protocol/index.js';
import { signedQueryKey } from './queryKeys.js';

/**
 * Refetches the signed-API reads a change touched (every query of each operation, whatever its
 * body: the key's prefix), and resolves once they are in, so a caller awaiting the change sees
 * the new data.
 */
export async function refetchReads(
  queryClient: QueryClient,
  reads: readonly QueryName[],
): Promise<void> {
  await Promise.all(
    reads.map((query) => queryClient.invalidateQueries({ queryKey: signedQueryKey(query) })),
  );
}
