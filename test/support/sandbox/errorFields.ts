import type { WireError } from 'embedded-wallet-kit/protocol';

/** The `field` names of a wire error's details (`[{field, description}]`), for assertions. */
export function errorFields(outcome: { error?: WireError }): string[] {
  return (outcome.error?.details ?? []).flatMap((d) =>
    typeof d === 'object' && d !== null && typeof (d as { field?: unknown }).field === 'string'
      ? [(d as { field: string }).field]
      : [],
  );
}
