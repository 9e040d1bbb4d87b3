import type { SubmitEnvelope, SubmitName, SubmitParams } from 'embedded-wallet-kit/protocol';
import { submitOperations } from 'embedded-wallet-kit/protocol/internal';

/**
 * The submit envelope of `op` (spec "Submit request envelope"): its activity type constant, a
 * fresh `timestampMs` (pass `timestampMs` for a sandbox with an injected clock) and `parameters`.
 * Parameters are typed loosely on purpose (`Partial`/extra keys via a cast) so tests can send
 * invalid bodies too.
 */
export function submitBody<N extends SubmitName>(
  op: N,
  organizationId: string,
  parameters: SubmitParams<N>,
  extra: { timestampMs?: number; generateAppProofs?: boolean } = {},
): SubmitEnvelope<N> {
  return {
    type: submitOperations[op].type,
    timestampMs: String(extra.timestampMs ?? Date.now()),
    organizationId,
    parameters,
    ...(extra.generateAppProofs === undefined
      ? {}
      : { generateAppProofs: extra.generateAppProofs }),
  };
}
