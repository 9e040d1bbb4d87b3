import type { ErrorInfo } from '../../protocol/grpcCodes.js';

/**
 * The `google.rpc.ErrorInfo` (AIP-193) among the `details` of a service's error answer (a
 * `KitError`'s `details.serverDetails`), if it holds one: where the service says, in fields a
 * client can read, why it refused (docs/timestamp-refusal.md).
 */
export function errorInfoOf(details: unknown): ErrorInfo | undefined {
  if (!Array.isArray(details)) return undefined;
  return details.find(
    (entry): entry is ErrorInfo =>
      typeof entry?.metadata === 'object' &&
      entry.metadata !== null &&
      entry['@type'] === 'type.googleapis.com/google.rpc.ErrorInfo',
  );
}
