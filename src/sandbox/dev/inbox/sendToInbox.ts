import { randomUUID } from 'node:crypto';
import type { Store } from '../../store/store.js';
import type { InboxMessageRecord } from './inboxMessageRecord.js';

/**
 * "Sends" an e-mail or SMS: stores it for the dev inbox (`GET /__dev/inbox`). Nothing is logged:
 * the message carries a one-time code. Returns the message id (the e-mail events' `messageId`).
 */
export function sendToInbox(store: Store, message: Omit<InboxMessageRecord, 'id'>): string {
  const id = randomUUID();
  store.insert(
    'inboxMessage',
    { id, ...message },
    { organizationId: message.organizationId, index: { to: message.to.toLowerCase() } },
  );
  return id;
}
