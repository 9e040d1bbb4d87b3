import { resolveTarget, type SandboxTarget } from './SandboxTarget.js';

/** One message of the dev inbox (`GET /__dev/inbox`, JSON), as the sandbox "sent" it. */
export interface InboxMessage {
  id: string;
  channel: 'email' | 'sms';
  to: string;
  subject?: string;
  body: string;
  /** The one-time code the message carries. */
  code: string;
  /** ISO 8601. */
  sentAt: string;
}

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
