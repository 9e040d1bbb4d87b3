import { randomUUID } from 'node:crypto';
import type { Activity } from 'embedded-wallet-kit/protocol';
import type { Caller } from './caller.js';
import { toTimestamp } from './toTimestamp.js';

/**
 * The spec's Activity record: intent and result each under one key named after the operation,
 * the stamping user's approval as the single vote, and the request's fingerprint.
 */
export function buildActivity(args: {
  id: string;
  row: { type: string; intentKey: string; resultKey: string };
  organizationId: string;
  parameters: unknown;
  result: unknown;
  caller: Caller;
  body: string;
  fingerprint: string;
  nowMs: number;
}): Activity {
  const at = toTimestamp(args.nowMs);
  return {
    id: args.id,
    organizationId: args.organizationId,
    status: 'ACTIVITY_STATUS_COMPLETED',
    type: args.row.type,
    intent: { [args.row.intentKey]: args.parameters },
    result: { [args.row.resultKey]: args.result },
    votes: [
      {
        id: randomUUID(),
        userId: args.caller.userId,
        activityId: args.id,
        selection: 'VOTE_SELECTION_APPROVED',
        publicKey: args.caller.publicKey,
        signature: args.caller.signature,
        scheme: args.caller.scheme,
        message: args.body,
        createdAt: at,
      },
    ],
    fingerprint: args.fingerprint,
    // Completed activities can no longer be voted on.
    canApprove: false,
    canReject: false,
    createdAt: at,
    updatedAt: at,
  };
}
