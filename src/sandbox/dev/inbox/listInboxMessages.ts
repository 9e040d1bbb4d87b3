import type { Store } from '../../store/store.js';
import type { InboxMessage } from './inboxMessage.js';
import type { InboxMessageRecord } from './inboxMessageRecord.js';

const toWire = (doc: InboxMessageRecord): InboxMessage => ({
  id: doc.id,
  channel: doc.channel,
  to: doc.to,
  ...(doc.subject !== undefined ? { subject: doc.subject } : {}),
  body: doc.body,
  code: doc.code,
  sentAt: new Date(doc.sentAtMs).toISOString(),
  ...(doc.appName !== undefined ? { appName: doc.appName } : {}),
  ...(doc.logoUrl !== undefined ? { logoUrl: doc.logoUrl } : {}),
});

/** Inbox messages, newest first; only those to `to` (compared without case) when given. */
export function listInboxMessages(
  store: Store,
  options: { to?: string; limit?: number } = {},
): InboxMessage[] {
  const docs =
    options.to === undefined
      ? store.list('inboxMessage', { order: 'desc' })
      : store.find('inboxMessage', 'to', options.to.trim().toLowerCase()).reverse();
  return docs.slice(0, options.limit ?? 200).map(toWire);
}
