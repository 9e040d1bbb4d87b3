import type { ActivityResponse, SubmitName } from 'embedded-wallet-kit/protocol';
import { submitOperations } from 'embedded-wallet-kit/protocol/internal';

const ACTIVITY_KEYS = [
  'id',
  'organizationId',
  'status',
  'type',
  'intent',
  'result',
  'votes',
  'fingerprint',
  'canApprove',
  'canReject',
  'createdAt',
  'updatedAt',
].sort();

const isTimestamp = (value: unknown): boolean => {
  const t = value as { seconds?: unknown; nanos?: unknown } | null;
  return typeof t?.seconds === 'string' && typeof t.nanos === 'string' && /^\d+$/.test(t.seconds);
};

/**
 * How a submit response departs from the spec's Activity table for `op`: exactly the table's
 * keys, status COMPLETED, the op's type constant, `intent` holding only `<op>Intent` equal to
 * the sent parameters, `result` holding only `<op>Result`, a `sha256:` fingerprint,
 * timestamps as `{seconds, nanos}`. An empty list means it conforms: `expect(...).toEqual([])`.
 */
export function activityShapeIssues(
  response: ActivityResponse | undefined,
  op: SubmitName,
  parameters: unknown,
  organizationId?: string,
): string[] {
  const row = submitOperations[op];
  const a = response?.activity;
  if (!a) return ['no activity'];
  const issues: string[] = [];
  const keys = Object.keys(a).sort();
  if (JSON.stringify(keys) !== JSON.stringify(ACTIVITY_KEYS))
    issues.push(`activity keys ${keys.join(',')}`);
  if (a.status !== 'ACTIVITY_STATUS_COMPLETED') issues.push(`status ${a.status}`);
  if (a.type !== row.type) issues.push(`type ${a.type}`);
  if (organizationId !== undefined && a.organizationId !== organizationId)
    issues.push('organizationId');
  const intentKeys = Object.keys(a.intent);
  if (intentKeys.length !== 1 || intentKeys[0] !== row.intentKey)
    issues.push(`intent keys ${intentKeys.join(',')}`);
  if (
    JSON.stringify((a.intent as Record<string, unknown>)[row.intentKey]) !==
    JSON.stringify(parameters)
  ) {
    issues.push('intent does not echo the parameters');
  }
  const resultKeys = Object.keys(a.result);
  if (resultKeys.length !== 1 || resultKeys[0] !== row.resultKey)
    issues.push(`result keys ${resultKeys.join(',')}`);
  if (!/^sha256:[0-9a-f]{64}$/.test(a.fingerprint)) issues.push('fingerprint');
  if (!Array.isArray(a.votes) || a.votes.length === 0) issues.push('votes');
  if (a.canApprove !== false || a.canReject !== false) issues.push('canApprove/canReject');
  if (!isTimestamp(a.createdAt) || !isTimestamp(a.updatedAt)) issues.push('timestamps');
  return issues;
}
