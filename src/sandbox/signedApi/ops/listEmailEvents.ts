import type { EmailEvent } from 'embedded-wallet-kit/protocol';
import type { QueryHandler } from '../handlerTypes.js';
import { paginate } from './paginate.js';

/**
 * `list_email_events`: events of the organization sent to `email` (recipient; matched without
 * regard to letter case, as mailbox domains are), optionally of one `eventType`, most recent
 * first (by event `timestamp`, then id), paged by event id.
 */
export const listEmailEvents: QueryHandler<'list_email_events'> = ({ ctx, body }) => {
  const spellings = new Set([body.email, body.email.toLowerCase()]);
  const byId = new Map<string, EmailEvent>();
  for (const spelling of spellings) {
    for (const event of ctx.store.find('emailEvent', 'toAddress', spelling))
      byId.set(event.id, event);
  }
  const events = [...byId.values()]
    .filter((e) => e.organizationId === body.organizationId)
    .filter((e) => body.eventType === undefined || e.eventType === body.eventType)
    .sort((a, b) => {
      const at = Number(b.timestamp) - Number(a.timestamp);
      return at !== 0 ? at : a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
    });
  return { emailEvents: paginate(events, (e) => e.id, body.paginationOptions).items };
};
