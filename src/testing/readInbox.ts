import type { InboxMessage } from '../sandbox/dev/inbox/inboxMessage.js';
import { resolveTarget, type SandboxTarget } from './sandboxTarget.js';

/** The dev inbox, newest first; only the messages to `to` (e-mail or phone number) when given. */
export async function readInbox(target: SandboxTarget, to?: string): Promise<InboxMessage[]> {
  const { url, fetch } = resolveTarget(target);
  const query = to === undefined ? '' : `?to=${encodeURIComponent(to)}`;
  const response = await fetch(`${url}/__dev/inbox${query}`, {
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`dev inbox answered HTTP ${response.status}`);
  const body = (await response.json()) as { messages?: InboxMessage[] };
  if (!Array.isArray(body.messages)) throw new Error('dev inbox answered without `messages`');
  return body.messages;
}
